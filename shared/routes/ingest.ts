import type { RouteDef } from '../route-def';
import { IngestReplySchema, ScanBatchSchema } from '../schemas/gateway';
import { INGEST_MAX_BODY_BYTES } from '../visitor-app/constants';

/** Beacon gateways post their scans here, with their key (`Authorization: Bearer <key>`); the museum from the host. */
export const INGEST_ROUTES = [
  {
    method: 'POST', path: '/scans', root: '/ingest', resource: 'ingest', access: 'gateway',
    summary: 'A batch of up to 500 scans, idempotent by batchId; bad scans are refused one by one and the good ones kept.',
    body: ScanBatchSchema, response: IngestReplySchema, maxBodyBytes: INGEST_MAX_BODY_BYTES,
  },
] as const satisfies readonly RouteDef[];
