import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startGateway } from '../../../infra/local/gateway';
import { handlerEnv } from '../../../infra/local/stack';
import { quietStackProcess } from '../suite-log';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayPort: number;
  }
}

let server: Server | undefined;
const webDist = mkdtempSync(join(tmpdir(), 'quiet-logs-'));

/**
 * The local stack's gateway in this process, as the stack suites' global setup starts it, without
 * the emulators: the requests the fixture sends are refused (and logged) before a handler needs one.
 */
export async function setup(project: TestProject) {
  // Its own file per run: the mechanism test runs this suite more than once.
  project.provide('logFile', quietStackProcess(`quiet-logs-${process.pid}`));
  const { POWERTOOLS_LOG_LEVEL: _level, ...env } = handlerEnv({ dynamodb: 1, s3: 1, cognito: 1 });
  Object.assign(process.env, env);
  server = await startGateway({ port: 0, webDist, consoleConfig: () => ({}), tenantConfig: async () => undefined });
  project.provide('gatewayPort', (server.address() as AddressInfo).port);
}

export async function teardown() {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(webDist, { recursive: true, force: true });
}
