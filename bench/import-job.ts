/**
 * One step of an import in a process of its own, as the jobs worker runs it on Lambda: the
 * bench (`imports.ts`) starts it with the stack's environment and reads back its time and its
 * peak RSS (what the worker's memory setting must hold), apart from the bench's own memory.
 */
async function main() {
  const [step, tenant, batchId] = process.argv.slice(2);
  const { runAsTenant } = await import('../functions/lib/tenant-credentials');
  const { runJobsInProcess } = await import('../functions/lib/jobs');
  // A long step runs to its end here (IMPORT_SLICE_MS is set high); nothing else is started.
  runJobsInProcess(async () => undefined);
  const run = {
    'dry-run': async () => (await import('../functions/catalogue/imports/dry-run')).runDryRun(tenant, batchId),
    commit: async () => (await import('../functions/catalogue/imports/commit')).runCommit(tenant, batchId, 'bench'),
    rollback: async () => (await import('../functions/catalogue/imports/rollback')).runRollback(tenant, batchId, 'bench'),
  }[step];
  if (!run) throw new Error(`unknown step ${step}`);
  const start = performance.now();
  await runAsTenant(tenant, run);
  const ms = performance.now() - start;
  // maxRSS is in kilobytes.
  const { user, system } = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ ms, peakRss: process.resourceUsage().maxRSS * 1024, cpuMs: (user + system) / 1000 })}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
