import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { DescribeTimeToLiveCommand, DynamoDBClient, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { TIME_TO_LIVE_ATTRIBUTE } from '../../shared/keys';
import { startCognito } from './cognito';
import { startDynamoDb } from './dynamodb';
import { consoleContentSecurityPolicy, visitContentSecurityPolicy } from '../content-security-policy';
import { startGateway } from './gateway';
import { LocalJobsWorker } from './jobs-worker-process';
import { freePort, portInUse, type Managed } from './processes';
import { startS3 } from './s3';
import { ensureTable } from './table';
import { UPLOADS_PATH } from '../../shared/upload-kinds';

export const LOCAL_TENANTS = ['localhost', 'demo'] as const;
export const LOCAL_ADMIN_USERNAME = 'admin';
/** Documented in the README; override with LOCAL_ADMIN_PASSWORD. */
export const DEFAULT_LOCAL_ADMIN_PASSWORD = 'Museum-Admin-1';

const TABLE_NAME = 'museum-local';
/** Names, in the stack's `env`, the file holding the jobs worker process's pid (tests kill it mid-job). */
export const JOBS_WORKER_PID_FILE_ENV = 'LOCAL_JOBS_WORKER_PID_FILE';
const BUCKET = 'museum-uploads-local';

export type LocalStackOptions = {
  /** The console and API port (3000 by default; 0 = any free port). */
  port?: number;
  /** Keep data here between runs; without it everything lives in memory (tests, benchmarks). */
  dataDir?: string;
  adminPassword?: string;
  webDist?: string;
  /**
   * Check every answer against its route's response schema (default true). The benchmark turns
   * it off: deployed functions never check their answers, so its figures should not pay for it.
   */
  checkResponses?: boolean;
};

export type LocalStack = {
  url: string;
  port: number;
  adminUsername: string;
  adminPassword: string;
  /** The variables the handlers read: tests import handlers in process with them. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/** The emulators' ports, and the console's: the uploads' public address is on it (`/uploads`, as CloudFront serves them). */
export type Ports = { dynamodb: number; s3: number; cognito: number; console: number };

/** What the handlers read (functions/lib/config.ts), pointed at the emulators on these ports. */
export function handlerEnv(p: Ports): Record<string, string> {
  return {
    TABLE_NAME,
    UPLOADS_BUCKET: BUCKET,
    // Stored file URLs carry it, as on AWS they carry the distribution's `/uploads` address.
    UPLOADS_PUBLIC_URL: `http://localhost:${p.console}${UPLOADS_PATH}`,
    AWS_REGION: 'local',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${p.dynamodb}`,
    S3_ENDPOINT: `http://127.0.0.1:${p.s3}`,
    COGNITO_ENDPOINT: `http://127.0.0.1:${p.cognito}`,
    POWERTOOLS_SERVICE_NAME: 'museum-local',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  };
}

/** The console's port when nothing else says: `PORT`, else 3000. */
const defaultConsolePort = () => Number(process.env.PORT ?? 3000);

/** The ports a kept-data local stack uses, if one was started in `dataDir` (kept before the console's was: the default). */
export function keptPorts(dataDir: string): Ports | undefined {
  const file = join(dataDir, 'ports.json');
  if (!existsSync(file)) return undefined;
  const kept = JSON.parse(readFileSync(file, 'utf8')) as Omit<Ports, 'console'> & Partial<Pick<Ports, 'console'>>;
  return { ...kept, console: kept.console ?? defaultConsolePort() };
}

/**
 * Ports of the emulators and the console. With kept data they must not change between runs: the
 * registry holds each pool's issuer, which includes the Cognito port, and stored file URLs hold
 * the console's (kept data from before the console's port was kept stays on its first run's).
 */
async function ports(dataDir: string | undefined, consolePort: number): Promise<Ports> {
  const kept = dataDir && keptPorts(dataDir);
  const chosen = kept || { dynamodb: await freePort(), s3: await freePort(), cognito: await freePort(), console: consolePort || (await freePort()) };
  if (dataDir) writeFileSync(join(dataDir, 'ports.json'), JSON.stringify(chosen));
  return chosen;
}

/** The table's time to live, as the CDK table declares it (login attempts expire through it). */
async function ensureTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  const { TimeToLiveDescription: ttl } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  // Kept data (.local) has it already, and DynamoDB refuses to enable it twice.
  if (ttl?.TimeToLiveStatus === 'ENABLED' || ttl?.TimeToLiveStatus === 'ENABLING') return;
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { Enabled: true, AttributeName: TIME_TO_LIVE_ATTRIBUTE } }));
}

export async function startLocalStack(opts: LocalStackOptions = {}): Promise<LocalStack> {
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : undefined;
  const scratch = dataDir ?? join(process.cwd(), '.local', `run-${process.pid}-${Date.now()}`);
  for (const dir of ['dynamodb', 's3', 'cognito']) mkdirSync(join(scratch, dir), { recursive: true });
  const requested = opts.port ?? defaultConsolePort();
  const p = await ports(dataDir, requested);
  // Any free port (0) is chosen before the handlers need it; kept data serves on the port its stored file URLs name.
  const port = p.console;
  if (requested && requested !== port) {
    throw new Error(`The data kept in ${dataDir} is served on port ${port} (its stored file links name it): start with PORT=${port}, or remove ${dataDir} to start afresh on ${requested}.`);
  }
  // Emulators answering on a taken port would look healthy: refuse before starting anything.
  for (const [what, taken] of [['the console port', port], ['DynamoDB Local', p.dynamodb], ['S3', p.s3], ['Cognito', p.cognito]] as const) {
    if (taken && (await portInUse(taken))) {
      throw new Error(`Port ${taken} (${what}) is already in use: is another local stack running? Stop it first${what === 'the console port' ? ', or set PORT' : ''}.`);
    }
  }
  const adminPassword = opts.adminPassword ?? process.env.LOCAL_ADMIN_PASSWORD ?? DEFAULT_LOCAL_ADMIN_PASSWORD;
  const started: Array<{ stop(): Promise<void> }> = [];
  const stopAll = async () => {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
  };

  try {
    const [dynamo, cognito, s3] = await Promise.all([
      startDynamoDb(p.dynamodb, dataDir && join(dataDir, 'dynamodb')),
      startCognito(p.cognito, join(scratch, 'cognito')),
      startS3(p.s3, join(scratch, 's3'), BUCKET),
    ]);
    started.push(dynamo as Managed, cognito as Managed, s3);

    const env: Record<string, string> = { ...handlerEnv(p), CHECK_RESPONSES: String(opts.checkResponses ?? true) };
    // The handlers read their configuration at import: set it before the first import below.
    Object.assign(process.env, env);

    const tableClient = new DynamoDBClient({ region: 'local', endpoint: env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await ensureTable(tableClient, TABLE_NAME);
    await ensureTimeToLive(tableClient, TABLE_NAME);
    const { uploadPdfFonts } = await import('./pdf-fonts');
    await uploadPdfFonts();
    const { seedLocalTenants } = await import('./seed');
    await seedLocalTenants(LOCAL_TENANTS, LOCAL_ADMIN_USERNAME, adminPassword);

    const { reportJobFailure } = await import('../../functions/lib/job-failure');
    const pidFile = join(scratch, 'jobs-worker.pid');
    const jobs = new LocalJobsWorker({ onFailure: reportJobFailure, pidFile });
    started.push(jobs);
    env[JOBS_WORKER_PID_FILE_ENV] = pidFile;

    const { tenantBySlug } = await import('../../functions/lib/tenants');
    const { consoleTenantConfig } = await import('../../functions/onboarding/service');
    const server: Server = await startGateway({
      port,
      webDist: opts.webDist ?? join(process.cwd(), 'web', 'dist'),
      runJob: async (event) => jobs.invoke(event),
      consoleConfig: () => ({ apiUrl: '', region: 'local', cognitoEndpoint: env.COGNITO_ENDPOINT, filesUrl: UPLOADS_PATH }),
      // The browser posts uploads to s3rver and reads files from the console's `/uploads`, served
      // from s3rver as CloudFront serves the bucket; Cognito is cognito-local.
      uploadsBucketUrl: `${env.S3_ENDPOINT}/${BUCKET}`,
      contentSecurityPolicy: consoleContentSecurityPolicy({
        cognito: new URL(env.COGNITO_ENDPOINT).origin,
        fileStore: new URL(env.S3_ENDPOINT).origin,
        files: new URL(env.UPLOADS_PUBLIC_URL).origin,
        region: 'local',
      }),
      visitContentSecurityPolicy: visitContentSecurityPolicy({ files: new URL(env.UPLOADS_PUBLIC_URL).origin }),
      tenantConfig: async (slug) => {
        const registry = await tenantBySlug(slug);
        return registry && consoleTenantConfig(registry);
      },
    });
    started.push({ stop: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) });
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;

    return {
      url: `http://localhost:${actualPort}`,
      port: actualPort,
      adminUsername: LOCAL_ADMIN_USERNAME,
      adminPassword,
      env,
      stop: async () => {
        await stopAll();
        if (!dataDir) await import('node:fs/promises').then((fs) => fs.rm(scratch, { recursive: true, force: true }));
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
