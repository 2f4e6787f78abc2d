import { JOBS_WORKER_PID_FILE_ENV, startLocalStack } from '../../infra/local/stack';
import { quietStackProcess } from '../support/suite-log';

/**
 * Starts the local stack in memory, seeded with the local museum's app content, and tells the
 * tests where it is through the environment, which Playwright's workers inherit. The returned
 * function stops it.
 */
export default async function globalSetup() {
  quietStackProcess('e2e');
  const stack = await startLocalStack({ port: 0 });
  process.env.E2E_PORT = String(stack.port);
  process.env.E2E_ADMIN_PASSWORD = stack.adminPassword;
  // Where the jobs worker process's pid is: a test stops it mid-import.
  process.env[JOBS_WORKER_PID_FILE_ENV] = stack.env[JOBS_WORKER_PID_FILE_ENV];
  // The museum's app content as `npm start` seeds it (the Arabic app language, POI groups, POIs,
  // news, settings, beacons and a week of scans): the App CMS tests read its beacons' scans.
  const { seedLocalAppContent } = await import('../../infra/local/seed-app-content');
  await seedLocalAppContent(['localhost'], stack.adminUsername);
  return async () => {
    await stack.stop();
  };
}
