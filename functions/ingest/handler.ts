import { INGEST_ROUTES } from '../../shared/routes/ingest';
import { httpHandler } from '../lib/http';
import { ingestScans } from './service';

/** Beacon gateways' scans (`POST /ingest/scans`, docs/beacon-ingest.md). */
export const handler = httpHandler(INGEST_ROUTES, {
  'POST /scans': ({ ctx, headers, body }) => ingestScans(ctx, headers, body),
});
