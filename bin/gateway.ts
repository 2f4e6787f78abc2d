import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from '../bench/stats';
import { simulateGateway } from '../infra/local/gateway-simulator';
import { portInUse } from '../infra/local/processes';
import { handlerEnv, keptPorts } from '../infra/local/stack';

// The local stack runs the Lambdas' code on Node 20; the SDK's notice about Node 22 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const USAGE = `Usage: npm run gateway -- [--museum demo] [--beacons 50] [--rate 1000] [--minutes 2]
                       [--port 3000] [--key <gateway key>] [--concurrency 8]

A beacon gateway posting realistic batches (up to 500 scans) to POST /ingest/scans of a museum of
the local stack started by \`npm start\` (it must be running). Without --key it uses the
museum's gateway named "Simulator" (Beacons -> Gateways), registered on the first run and given a
new key on each. Beacons it has not
seen are registered unassigned. Prints the throughput and the time per batch.`;

async function main() {
  const { values } = parseArgs({
    options: {
      museum: { type: 'string', default: 'demo' },
      beacons: { type: 'string', default: '50' },
      rate: { type: 'string', default: '1000' },
      minutes: { type: 'string', default: '2' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      key: { type: 'string' },
      concurrency: { type: 'string', default: '8' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [beacons, rate, minutes, port, concurrency] = [values.beacons, values.rate, values.minutes, values.port, values.concurrency].map(Number);
  const valid = [beacons, rate, port, concurrency].every((n) => Number.isInteger(n) && n > 0) && minutes > 0;
  if (values.help || !valid) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const key = values.key ?? (await registerSimulator(values.museum));
  const host = `${values.museum === 'localhost' ? '' : `${values.museum}.`}localhost:${port}`;
  if (!(await portInUse(port))) throw new Error(`Nothing listens on port ${port}: start the local stack with \`npm start\` (or give --port).`);
  process.stdout.write(`Posting ${rate} scans/s of ${beacons} beacons to http://${host}/ingest/scans for ${minutes} min...\n`);
  let last = performance.now();
  let sinceLast = 0;
  const summary = await simulateGateway({
    port,
    host,
    key,
    beacons,
    rate,
    seconds: minutes * 60,
    concurrency,
    onBatch: (r) => {
      sinceLast += r.accepted;
      if (performance.now() - last >= 10_000) {
        process.stdout.write(`  ${Math.round(sinceLast / ((performance.now() - last) / 1000))} scans/s, last batch ${r.ms.toFixed(0)} ms (status ${r.status})\n`);
        last = performance.now();
        sinceLast = 0;
      }
    },
  });
  process.stdout.write(
    `${summary.accepted.toLocaleString('en')} scans counted in ${summary.batches} batches over ${summary.seconds.toFixed(1)} s: ` +
      `${Math.round(summary.scansPerSecond)} scans/s; per batch p50 ${percentile(summary.latencies, 50).toFixed(0)} ms, p95 ${percentile(summary.latencies, 95).toFixed(0)} ms; ` +
      `${summary.replays} replays counted nothing twice; ${summary.failures} failures.\n`,
  );
  if (summary.failures) process.exitCode = 1;
}

const SIMULATOR = 'Simulator';

/** A gateway registered straight in the running stack's table, as Beacons -> Gateways would. */
async function registerSimulator(museum: string): Promise<string> {
  const ports = keptPorts(join(process.cwd(), '.local'));
  if (!ports || !(await portInUse(ports.dynamodb))) throw new Error('No running local stack found in .local/: start it with `npm start` first, or give --key.');
  Object.assign(process.env, handlerEnv(ports));
  const { tenantBySlug } = await import('../functions/lib/tenants');
  const { adminContext } = await import('../infra/local/seed-objects');
  const { createGateway, listGateways, rotateGatewayKey } = await import('../functions/gateways/service');
  const registry = await tenantBySlug(museum);
  if (!registry) throw new Error(`There is no museum "${museum}" in the local stack (npm start creates "localhost" and "demo").`);
  const ctx = await adminContext(registry, 'admin');
  // One "Simulator" gateway per museum: a later run gives it a new key (only its hash is kept).
  const existing = (await listGateways(ctx)).find((g) => g.name === SIMULATOR && !g.revokedAt);
  return (existing ? await rotateGatewayKey(ctx, existing.id) : await createGateway(ctx, { name: SIMULATOR })).key;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
