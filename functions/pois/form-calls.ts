/**
 * What the POI form calls besides a POI's read, loaded as one chunk on the first of them rather
 * than at a cold start: the app's languages (its tabs, and the list's language filter: the
 * languages service with the ISO names), the saves and the upload presign.
 */
export { listLanguages } from '../visitor-app/languages';
export { createPoi, deletePois, presignPoiFile, updatePoi } from './saves';
