import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from '../../../infra/local/gateway';
import { handlerEnv } from '../../../infra/local/stack';
import { quietStackProcess } from '../suite-log';

/**
 * The local stack's gateway in this process, readied as the suites' global setups ready theirs,
 * without the emulators: the fixtures' requests are refused (and logged) before a handler needs
 * one. Each run logs to its own file: the mechanism test runs the fixtures more than once.
 */
export async function startFixtureGateway(): Promise<{ port: number; logFile: string | undefined; stop(): Promise<void> }> {
  const logFile = quietStackProcess(`quiet-logs-${process.pid}`);
  const { POWERTOOLS_LOG_LEVEL: _level, ...env } = handlerEnv({ dynamodb: 1, s3: 1, cognito: 1, console: 1 });
  Object.assign(process.env, env);
  const webDist = mkdtempSync(join(tmpdir(), 'quiet-logs-'));
  const server = await startGateway({ port: 0, webDist, consoleConfig: () => ({}), tenantConfig: async () => undefined, contentSecurityPolicy: "default-src 'self'", visitContentSecurityPolicy: "default-src 'self'" });
  return {
    port: (server.address() as AddressInfo).port,
    logFile,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}
