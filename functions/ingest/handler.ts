import { INGEST_ROUTES } from '../../shared/routes/ingest';
import { publicHttpHandler } from '../lib/route-server';
import { ingestScans } from './service';

/** Beacon gateways' scans (`POST /ingest/scans`, docs/beacon-ingest.md). */
export const handler = publicHttpHandler(INGEST_ROUTES, {
  'POST /scans': ({ ctx, headers, body }) => ingestScans(ctx, headers, body),
});
