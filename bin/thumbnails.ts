import { museumCommand } from './museum-command';

const USAGE = `Usage: npm run thumbnails -- [--museum <slug, default demo>] [--dry-run]

Makes the thumbnail of every object's main image that has none (objects saved before thumbnails
existed, or whose thumbnail job failed). A second run makes nothing. --dry-run only counts. With
AWS_REGION and TABLE_NAME (and UPLOADS_BUCKET, UPLOADS_PUBLIC_URL) set it runs against that
deployment; otherwise against the local stack started by \`npm start\`.`;

async function main() {
  const command = await museumCommand(USAGE);
  if (!command) return;
  const { backfillThumbnails } = await import('../functions/catalogue/objects/thumbnails/backfill');
  const started = Date.now();
  const write = !command.dryRun;
  const r = await backfillThumbnails(command.slug, { write });
  const n = (k: number) => k.toLocaleString('en');
  const lines = [
    `${command.slug}: ${n(r.objects)} objects read, ${n(r.withImage)} with a main image; ${n(r.made)} thumbnails ${write ? 'made' : 'to make (dry run: nothing written)'}, ${n(r.present)} already there, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  ];
  if (r.noImage) lines.push(`${n(r.noImage)} main images were not in the store: their objects show no picture until an image is saved again.`);
  if (r.unreadable) lines.push(`${n(r.unreadable)} main images could not be decoded as pictures: their rows link the main image itself.`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
