import { CollectionObjectEntity } from '../../../lib/entities/collection-object';
import { makeThumbnail, thumbnailPresent } from './make-thumbnail';

export type BackfillReport = { objects: number; withImage: number; present: number; made: number; noImage: number; unreadable: number };

/** Objects per Query page: only their main image is read. */
const PAGE = 1000;
/** Thumbnails made at once: each reads and writes one small file. */
const PARALLEL = 8;

/**
 * The one-off command (`npm run thumbnails`): the thumbnail of every object's main image that has
 * none, for objects saved before thumbnails existed or whose job failed. It Queries the museum's
 * object partition (never a Scan) and asks the store for each thumbnail first, so a rerun makes
 * nothing. `write: false` only counts.
 */
export async function backfillThumbnails(tenant: string, options: { write: boolean }): Promise<BackfillReport> {
  const report: BackfillReport = { objects: 0, withImage: 0, present: 0, made: 0, noImage: 0, unreadable: 0 };
  const one = async (url: string) => {
    if (await thumbnailPresent(tenant, url)) report.present += 1;
    else if (!options.write) report.made += 1;
    else {
      const outcome = await makeThumbnail(tenant, url);
      report[outcome === 'made' ? 'made' : outcome === 'unreadable' ? 'unreadable' : 'noImage'] += 1;
    }
  };
  let cursor: string | null = null;
  do {
    const page: { data: { mainImage?: { url: string } }[]; cursor: string | null } = await CollectionObjectEntity.query
      .byId({ tenant })
      .go({ cursor, limit: PAGE, attributes: ['mainImage'] });
    report.objects += page.data.length;
    const urls = page.data.flatMap((o) => (o.mainImage ? [o.mainImage.url] : []));
    report.withImage += urls.length;
    for (let i = 0; i < urls.length; i += PARALLEL) await Promise.all(urls.slice(i, i + PARALLEL).map(one));
    cursor = page.cursor;
  } while (cursor);
  return report;
}
