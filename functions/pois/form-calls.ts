import type { RequestContext } from '../lib/context';
import { listLanguages } from '../visitor-app/language-reads';

/**
 * What the POI form calls besides the list and a POI's read, loaded as one chunk on the first of
 * them rather than at a cold start: the POI as the form opens it (its linked objects' names, with
 * the objects' entity), the app's languages (its tabs, and the list's language filter: the
 * languages service with the ISO names), the saves, the upload presign, the CSV export and a POI
 * made from an object (one chunk: a second lazy entry would split the cold start's shared code into
 * more files, which compress worse).
 */
export { createPoi, deletePois, presignPoiFile, updatePoi } from './saves';
export { exportPois } from './export';
export { createPoiFromObject } from './from-object';
export { getCompletePoi } from './complete';

/** The app's languages, by name: the POI filter's and the tabs' choices. */
export async function poiLanguages(ctx: RequestContext, value?: string) {
  return (await listLanguages(ctx, value)).filter((l) => l.usedInMobileApp || l.defaultInMobileApp);
}
