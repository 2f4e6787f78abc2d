import { startFixtureGateway } from './fixture-gateway';

/** What the e2e suite's global setup does, with the gateway alone. */
export default async function globalSetup() {
  const gateway = await startFixtureGateway();
  process.env.QUIET_LOGS_PORT = String(gateway.port);
  return gateway.stop;
}
