import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { handlerEnv, keptPorts } from '../infra/local/stack';
import { portInUse } from '../infra/local/processes';

// The local stack runs the Lambdas' code on Node 20; the SDK's notice about Node 22 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const USAGE = `Usage: npm run seed -- [--museum <slug, default demo>] --objects <count>

Fills a museum of the local stack started by \`npm start\` (it must be running) with <count>
generated objects, inventory numbers S-000001 .. S-<count>, for trials at scale. Numbers the
museum already has are skipped, so a rerun only adds what is missing. The objects are written in
bulk: no activity-log entry is written for them.`;

async function main() {
  const { values } = parseArgs({
    options: {
      museum: { type: 'string', default: 'demo' },
      objects: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const count = Number(values.objects);
  if (values.help || !Number.isInteger(count) || count < 1 || count > 999_999) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const ports = keptPorts(join(process.cwd(), '.local'));
  if (!ports || !(await portInUse(ports.dynamodb))) throw new Error('No running local stack found in .local/: start it with `npm start` first.');
  Object.assign(process.env, handlerEnv(ports));
  // Handlers read their configuration at import, so the seed loads after the env is set.
  const { tenantBySlug } = await import('../functions/lib/tenants');
  const { bulkSeedObjects } = await import('../infra/local/bulk-objects');
  const registry = await tenantBySlug(values.museum);
  if (!registry) throw new Error(`There is no museum "${values.museum}" in the local stack (npm start creates "localhost" and "demo").`);
  let last = 0;
  const result = await bulkSeedObjects(registry, count, (done, total) => {
    if (done - last >= 10_000 || done === total) {
      last = done;
      process.stdout.write(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} objects written\n`);
    }
  });
  process.stdout.write(
    `${result.added.toLocaleString('en')} objects added to "${registry.slug}"` +
      `${result.skipped ? `, ${result.skipped.toLocaleString('en')} numbers already there skipped` : ''} in ${(result.ms / 1000).toFixed(1)} s.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
