import type { RequestContext } from '../lib/context';
import { listLanguages } from '../visitor-app/languages';

/**
 * What the POI form calls besides a POI's read, loaded as one chunk on the first of them rather
 * than at a cold start: the app's languages (its tabs, and the list's language filter: the
 * languages service with the ISO names), the saves, the upload presign and the CSV export.
 */
export { createPoi, deletePois, presignPoiFile, updatePoi } from './saves';
export { exportPois } from './export';

/** The app's languages, by name: the POI filter's and the tabs' choices. */
export async function poiLanguages(ctx: RequestContext, value?: string) {
  return (await listLanguages(ctx, value)).filter((l) => l.usedInMobileApp || l.defaultInMobileApp);
}
