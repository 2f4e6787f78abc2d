import type { TestProject } from 'vitest/node';
import { startFixtureGateway } from './fixture-gateway';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayPort: number;
  }
}

/** What the stack suites' global setup does, with the gateway alone. */
export async function setup(project: TestProject) {
  const gateway = await startFixtureGateway();
  project.provide('logFile', gateway.logFile);
  project.provide('gatewayPort', gateway.port);
  return gateway.stop;
}
