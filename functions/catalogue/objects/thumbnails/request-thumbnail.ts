import { logger } from '../../../lib/logger';
import { startJob } from '../../../lib/jobs';
import type { ObjectFields } from '../object-record';

/**
 * After a save whose main image is new, the jobs worker makes its thumbnail (`make-thumbnail.ts`):
 * the save answers without waiting for it, and a thumbnail that could not be asked for or made
 * loses nothing (the row's image falls back to the main image; `npm run thumbnails` makes what is
 * missing).
 */
export async function requestThumbnail(tenant: string, before: Partial<ObjectFields> | undefined, after: Partial<ObjectFields>) {
  const imageUrl = after.mainImage?.url;
  if (!imageUrl || imageUrl === before?.mainImage?.url) return;
  await startJob({ kind: 'thumbnail', tenant, imageUrl }).catch((error: unknown) => logger.warn('The thumbnail could not be asked for', { imageUrl, error: error as Error }));
}
