import { PATHS, updatePoiPath } from '../../../paths';

/** The App CMS's addresses that code links to (spec 2 section 2), each written once. */
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const APP_PATHS = {
  pois: PATHS.pois,
  addPoi: '/add-poi',
  updatePoi: PATHS.updatePoi,
  poiGroups: '/poi-groups',
  /** Where the group form's success result leads ("links to /poiGroups", spec 2 section 2). */
  poiGroupsSaved: '/poiGroups',
  addPoiGroup: '/add-poi-group',
  updatePoiGroup: '/updatePoiGroup/:id',
  news: '/news',
  addNews: '/add-news',
  updateNews: '/updateNews/:id',
  appSettings: '/app-settings',
  beacons: '/beacons',
  beaconScans: '/beacon-scans',
  beaconGateways: '/beacon-gateways',
  assignBeacon: '/assignBeacon/:uniqueId/:id',
} as const;

export { updatePoiPath };
export const updatePoiGroupPath = (id: string) => withId(APP_PATHS.updatePoiGroup, id);
export const updateNewsPath = (id: string) => withId(APP_PATHS.updateNews, id);
export const assignBeaconPath = (uniqueId: string, id: string) => withId(APP_PATHS.assignBeacon.replace(':uniqueId', encodeURIComponent(uniqueId)), id);
