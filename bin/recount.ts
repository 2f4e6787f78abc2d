import { museumCommand } from './museum-command';

const USAGE = `Usage: npm run recount -- [--museum <slug, default demo>] [--dry-run]

Works every dashboard figure (and each object's tally of its records) out again from the
museum's objects and records, prints where the kept counters drifted, and puts them right
(unless --dry-run). With AWS_REGION and TABLE_NAME set it runs against that deployment;
otherwise against the local stack started by \`npm start\`. Exit status 0 without drift, 3 with.`;

async function main() {
  const command = await museumCommand(USAGE);
  if (!command) return;
  const { recount } = await import('../functions/catalogue/dashboard-figures/recount');
  const started = Date.now();
  const report = await recount(command.slug, { fix: !command.dryRun });
  const out: string[] = [`${command.slug}: ${report.objects.toLocaleString('en')} objects, ${report.records.toLocaleString('en')} records read in ${((Date.now() - started) / 1000).toFixed(1)} s.`];
  for (const d of report.counters) out.push(`  counter ${d.name}: kept ${d.stored}, counted ${d.expected}`);
  for (const d of report.tallies) out.push(`  object ${d.objectId}: kept tally ${JSON.stringify(d.stored)}, counted ${JSON.stringify(d.expected)}`);
  const drift = report.counters.length + report.tallies.length;
  out.push(drift ? `${drift} drifted${report.fixed ? `; put right${report.busy.length ? `, except ${report.busy.length} changed meanwhile (run again): ${report.busy.join(', ')}` : ''}` : ' (dry run: nothing written)'}.` : 'No drift.');
  process.stdout.write(`${out.join('\n')}\n`);
  process.exitCode = drift ? 3 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
