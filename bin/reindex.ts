import { museumCommand } from './museum-command';

const USAGE = `Usage: npm run reindex -- [--museum <slug, default demo>] [--dry-run]

Builds every search document of the museum (its objects, and its records of each type) again as a
save builds it now, writes the ones that differ (documents saved before sorting lacked its keys),
and refreshes the search snapshots. A second run writes nothing. --dry-run only counts. With
AWS_REGION and TABLE_NAME set it runs against that deployment; otherwise against the local stack
started by \`npm start\`.`;

async function main() {
  const command = await museumCommand(USAGE);
  if (!command) return;
  const { reindex } = await import('../functions/catalogue/search-reindex/reindex');
  const started = Date.now();
  const write = !command.dryRun;
  const report = await reindex(command.slug, { write });
  const seconds = (Date.now() - started) / 1000;
  const n = (k: number) => k.toLocaleString('en');
  const left = report.read - report.rewritten - report.busy;
  const out = [
    `${command.slug}: ${n(report.read)} objects and records read, ${n(report.rewritten)} search documents ${write ? 'rewritten' : 'to rewrite (dry run: nothing written)'}, ${n(left)} left as they were, in ${seconds.toFixed(1)} s (${n(Math.round(report.read / Math.max(seconds, 0.001)))} documents/s).`,
  ];
  if (report.busy) out.push(`${n(report.busy)} saved meanwhile kept their own (newer) documents.`);
  for (const s of report.snapshots) out.push(`  snapshot ${s.scope}: ${s.skipped ? `not refreshed (${s.skipped}); the next refresh carries the documents` : `${n(s.docs)} documents, ${s.changes ? `${n(s.changes)} changes replayed` : 'rebuilt whole'}`}`);
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
