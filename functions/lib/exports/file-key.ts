import { EXPORTS_FOLDER } from '../../../shared/bucket-folders';

/**
 * A job's file: outside every tenant's public uploads folder (CloudFront's /uploads serves those,
 * never this prefix), and a tenant's session reaches only its own `exports/<tenant>/`
 * (`infra/tenant-policy.ts`). Its own module, loaded with the export call: the schemas load at
 * every cold start.
 */
export const exportFileKey = (tenant: string, jobId: string, fileName: string) => `${EXPORTS_FOLDER}/${tenant}/${jobId}/${fileName}`;
