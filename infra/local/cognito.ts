import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { httpAnswers, startProcess, waitFor, type Managed } from './processes';

/**
 * cognito-local, run as its own process with its data under `dir/.cognito`. Its tokens carry the
 * issuer we configure here; the registry stores that issuer, so the port must stay the same
 * between runs that keep their data.
 */
export async function startCognito(port: number, dir: string): Promise<Managed> {
  mkdirSync(join(dir, '.cognito'), { recursive: true });
  writeFileSync(
    join(dir, '.cognito', 'config.json'),
    JSON.stringify({
      // Usernames are usernames here, not e-mail addresses (cognito-local's default).
      UserPoolDefaults: { UsernameAttributes: [] },
      TokenConfig: { IssuerDomain: `http://127.0.0.1:${port}` },
    }),
  );
  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const proc = startProcess('cognito', process.execPath, [bin], {
    cwd: dir,
    env: { PORT: String(port), HOST: '127.0.0.1', NODE_NO_WARNINGS: '1' },
  });
  await waitFor('cognito-local', () => httpAnswers(`http://127.0.0.1:${port}/health`));
  return proc;
}
