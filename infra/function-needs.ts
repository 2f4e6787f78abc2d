/**
 * What each function's code calls on AWS, declared once per resource. `infra/api.ts` and
 * `infra/onboarding.ts` turn it into the function's IAM grants, and the infra tests check that no
 * function holds a grant beyond it. A new resource in the route table needs a line here, or
 * synthesis stops (`needsOf`).
 */
import { RECORD_TYPES } from '../shared/records/record-types';

const RECORD_PATHS = Object.values(RECORD_TYPES).map((t) => t.path);

/** `read`: GetItem, BatchGetItem, Query. `read-write` adds the item writes and condition checks. */
export type TableAccess = 'read' | 'read-write';

/**
 * `presign`: the function signs presigned POSTs into the uploads bucket (s3:PutObject);
 * `presign-and-delete`: it also deletes the files its records no longer hold (s3:DeleteObject);
 * `presign-delete-and-read`: it also reads them (the jobs worker reads a main image to make its thumbnail).
 */
export type UploadsAccess = 'none' | 'presign' | 'presign-and-delete' | 'presign-delete-and-read';

/** The S3 actions on the uploads bucket of each level. */
export const UPLOAD_ACTIONS: Readonly<Record<UploadsAccess, readonly string[]>> = {
  none: [],
  presign: ['s3:PutObject'],
  'presign-and-delete': ['s3:PutObject', 's3:DeleteObject'],
  'presign-delete-and-read': ['s3:PutObject', 's3:DeleteObject', 's3:GetObject'],
};

/**
 * Spreadsheet export files, under the uploads bucket's private `exports/` prefix (never served by
 * CloudFront's /uploads): `read` presigns the finished file's GET, `write` puts it (the jobs worker).
 */
export type ExportFilesAccess = 'none' | 'read' | 'write';

export const EXPORT_FILE_ACTIONS: Readonly<Record<ExportFilesAccess, readonly string[]>> = {
  none: [],
  read: ['s3:GetObject'],
  write: ['s3:PutObject'],
};

/**
 * Import files (issue 15), under the uploads bucket's private `imports/` prefix: the uploaded
 * sheet (presigned POST), the dry run's result files and the invalid rows' CSV (presigned GET).
 */
export type ImportFilesAccess = 'none' | 'read-write';

export const IMPORT_FILE_ACTIONS: Readonly<Record<ImportFilesAccess, readonly string[]>> = {
  none: [],
  'read-write': ['s3:GetObject', 's3:PutObject'],
};

/** What a function that starts jobs holds on the jobs worker, and nothing else of Lambda. */
export const START_JOB_ACTIONS = ['lambda:InvokeFunction'] as const;

/**
 * Cognito actions on the stack's tenant pools. Sign-in (`InitiateAuth`) is not here: Cognito
 * answers it without IAM authorization, from the app client id alone.
 */
export type TenantPoolAction =
  | 'cognito-idp:AdminCreateUser'
  | 'cognito-idp:AdminSetUserPassword'
  | 'cognito-idp:AdminDeleteUser'
  | 'cognito-idp:AdminUpdateUserAttributes'
  | 'cognito-idp:CreateUserPoolClient';

export interface FunctionNeeds {
  readonly table: TableAccess;
  readonly uploads: UploadsAccess;
  readonly tenantPools: readonly TenantPoolAction[];
  /**
   * `false` for a function whose writes include the tenant registry, which no tenant session may
   * touch (`infra/tenant-policy.ts`): it keeps its own role's credentials. Default `true`.
   */
  readonly tenantScoped?: boolean;
  /** Default `none`. */
  readonly exportFiles?: ExportFilesAccess;
  /** Default `none`. */
  readonly importFiles?: ImportFilesAccess;
  /** It starts jobs (a large export): it may invoke the jobs worker, asynchronously. */
  readonly startsJobs?: boolean;
}

/** The API functions, by resource name of the route table (`shared/routes/<resource>.ts`). */
export const API_FUNCTION_NEEDS: Readonly<Record<string, FunctionNeeds>> = {
  // POST /login signs in with InitiateAuth (no IAM) and records failed sign-ins; GET /users/me
  // records the visit (lastSeen).
  session: { table: 'read-write', uploads: 'none', tenantPools: [] },
  // Own details, password change (checks the current password by signing in, then sets the new
  // one) and the avatar upload.
  profile: { table: 'read-write', uploads: 'presign', tenantPools: ['cognito-idp:AdminSetUserPassword'] },
  users: {
    table: 'read-write',
    uploads: 'none',
    tenantPools: [
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminDeleteUser',
    ],
  },
  'user-groups': { table: 'read-write', uploads: 'none', tenantPools: [] },
  // The Change History panel and the activity log only read.
  history: { table: 'read', uploads: 'none', tenantPools: [] },
  // Restore from history saves an object or record through its own service, which deletes the
  // files the restored state no longer holds and may ask for a thumbnail or a search snapshot
  // refresh (jobs).
  restore: { table: 'read-write', uploads: 'presign-and-delete', tenantPools: [], startsJobs: true },
  vocabularies: { table: 'read-write', uploads: 'none', tenantPools: [] },
  dropdowns: { table: 'read-write', uploads: 'none', tenantPools: [] },
  languages: { table: 'read-write', uploads: 'none', tenantPools: [] },
  // The museum's own registry entry: read at sign-in, its time zone changed by an administrator.
  museum: { table: 'read-write', uploads: 'none', tenantPools: [] },
  // Collection objects: presigns their images into the museum's objects folder and deletes the
  // files a saved object no longer holds.
  // An export of all objects past the answer-at-once threshold runs as a job.
  objects: { table: 'read-write', uploads: 'presign-and-delete', tenantPools: [], startsJobs: true },
  // Sets of objects: their items and member chunks; adding a search's results reads the object search index.
  'object-sets': { table: 'read-write', uploads: 'none', tenantPools: [] },
  // An export job's progress, and the presigned GET of its finished file.
  exports: { table: 'read', uploads: 'none', tenantPools: [], exportFiles: 'read' },
  // Spreadsheet imports: presigns the file's upload, reads its header row and the dry run's
  // files, and starts the dry run, commit and rollback jobs.
  imports: { table: 'read-write', uploads: 'none', tenantPools: [], importFiles: 'read-write', startsJobs: true },
  // Batch edits are batches of the imports: the selection's ids go to the batch's folder, the
  // search indexes are read to select, and the preview, commit and rollback are the import's jobs.
  'batch-edits': { table: 'read-write', uploads: 'none', tenantPools: [], importFiles: 'read-write', startsJobs: true },
  // Item notifications: reads the museum's recent object changes; marking them read patches the
  // caller's own record.
  notifications: { table: 'read-write', uploads: 'none', tenantPools: [] },
  // Saved searches of the object list: the museum's saved-search items only.
  'saved-searches': { table: 'read-write', uploads: 'none', tenantPools: [] },
  // The dashboard reads the counters the object and record writes keep.
  dashboard: { table: 'read', uploads: 'none', tenantPools: [] },
  // The visitor app's content (App CMS): each presigns its files into its own folders and deletes
  // the ones a saved record no longer holds; search snapshot refreshes run as jobs.
  // A POI made from an object copies the object's images into the POI's folder (CopyObject reads them).
  pois: { table: 'read-write', uploads: 'presign-delete-and-read', tenantPools: [], startsJobs: true },
  'poi-groups': { table: 'read-write', uploads: 'presign-and-delete', tenantPools: [], startsJobs: true },
  news: { table: 'read-write', uploads: 'presign-and-delete', tenantPools: [], startsJobs: true },
  'app-settings': { table: 'read-write', uploads: 'presign-and-delete', tenantPools: [] },
  beacons: { table: 'read-write', uploads: 'none', tenantPools: [], startsJobs: true },
  // The visitor app's API reads the published content; its one write is the per-address request
  // counter (functions/lib/client-throttle.ts).
  app: { table: 'read-write', uploads: 'none', tenantPools: [] },
  // Beacon gateways and their keys (hashes), kept from the console.
  gateways: { table: 'read-write', uploads: 'none', tenantPools: [] },
  // The gateways' scans: day counters, beacon totals and readings, batch markers; an unknown
  // beacon is registered (its search document may ask for a snapshot refresh, a job).
  ingest: { table: 'read-write', uploads: 'none', tenantPools: [], startsJobs: true },
  // Records about objects, one function per type: each presigns its files into its own folders
  // and deletes the ones a saved record no longer holds; a large export and a search snapshot
  // refresh run as jobs. A record save also writes its object (use count, a movement's location).
  ...Object.fromEntries(
    RECORD_PATHS.map((path) => [path, { table: 'read-write', uploads: 'presign-and-delete', tenantPools: [], startsJobs: true } as const]),
  ),
};

/**
 * The jobs worker (`functions/jobs/handler.ts`): reads the museum's records, keeps the job's
 * progress, and puts the finished file under the exports prefix. An import's jobs read and write
 * its files, save objects as the objects function does (deleting the images a restored object no
 * longer holds), and hand a long commit or rollback on to the worker's next run. A thumbnail job
 * reads an object's main image and puts its thumbnail beside it. Invoked asynchronously only.
 */
export const JOBS_WORKER_NEEDS: FunctionNeeds = {
  table: 'read-write',
  uploads: 'presign-delete-and-read',
  tenantPools: [],
  exportFiles: 'write',
  importFiles: 'read-write',
  startsJobs: true,
};
/** Lambda's longest run: an export of a whole collection is not bounded by API Gateway's 30 s. */
export const JOBS_WORKER_TIMEOUT_MINUTES = 15;

/**
 * Onboarding writes the registry and the first group and admin, and creates the tenant's pool
 * (`cognito-idp:CreateUserPool`, granted apart: it acts on no existing pool), its app client and
 * the first sign-in, which it deletes again if the password is refused.
 */
export const ONBOARDING_NEEDS: FunctionNeeds = {
  // It creates the tenant: no tenant session exists yet, its own role writes the first items.
  tenantScoped: false,
  table: 'read-write',
  uploads: 'none',
  tenantPools: [
    'cognito-idp:CreateUserPoolClient',
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminSetUserPassword',
    'cognito-idp:AdminDeleteUser',
  ],
};

export function needsOf(resource: string): FunctionNeeds {
  const needs = API_FUNCTION_NEEDS[resource];
  if (!needs) {
    throw new Error(`No grants are declared for the function "${resource}": add what its routes call to API_FUNCTION_NEEDS in infra/function-needs.ts.`);
  }
  return needs;
}
