import { join } from 'node:path';
import { LOCAL_TENANTS, startLocalStack } from '../infra/local/stack';

// The local stack runs the Lambdas' code on Node 20; the SDK's notice about Node 22 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * `npm start`: the console and API on the local emulators, data kept in `.local/`.
 * Ctrl-C stops every process this started.
 */
async function main() {
  // Signals are caught from the start: a Ctrl-C while the emulators boot still stops them all.
  let stopRequested = false;
  let stopStack: (() => Promise<void>) | undefined;
  const stop = async () => {
    stopRequested = true;
    if (!stopStack) return;
    process.stdout.write('\nStopping the local stack...\n');
    await stopStack();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const stack = await startLocalStack({ dataDir: join(process.cwd(), '.local') });
  stopStack = stack.stop;
  if (stopRequested) return stop();
  // After the stack: the handlers' configuration (set by startLocalStack) is what the seed saves with.
  const { seedLocalObjects } = await import('../infra/local/seed-objects');
  const seededAt = Date.now();
  const added = await seedLocalObjects(LOCAL_TENANTS, stack.adminUsername);
  for (const [slug, count] of Object.entries(added)) {
    if (count) process.stdout.write(`Seeded ${count} objects with pictures in "${slug}" (${Date.now() - seededAt} ms).\n`);
  }
  const { seedLocalRecords } = await import('../infra/local/seed-records');
  for (const [slug, count] of Object.entries(await seedLocalRecords(LOCAL_TENANTS, stack.adminUsername))) {
    if (count) process.stdout.write(`Seeded ${count} records about its objects in "${slug}".\n`);
  }
  const { seedLocalAppContent } = await import('../infra/local/seed-app-content');
  for (const [slug, count] of Object.entries(await seedLocalAppContent(LOCAL_TENANTS, stack.adminUsername))) {
    if (count) process.stdout.write(`Seeded ${count} items of the visitor app's content (groups, POIs, news items, settings and beacons) in "${slug}".\n`);
  }
  if (stopRequested) return stop();
  const demo = stack.url.replace('localhost', 'demo.localhost');
  process.stdout.write(
    [
      '',
      'Museum console is running (data kept in .local/).',
      `  Console and API:  ${stack.url}   (tenant "localhost")`,
      `                    ${demo}   (tenant "demo")`,
      `  Sign in as:       ${stack.adminUsername} / ${stack.adminPassword}`,
      '  Stop with Ctrl-C.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
