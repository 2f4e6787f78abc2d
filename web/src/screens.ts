import { msg, type MessageId } from './i18n/message-ids';
import { PATHS } from './paths';

/**
 * Every screen of spec 1 and spec 2 section 2, with every spelling the spec gives, and its title.
 * Data only (routes.tsx gives each its page component), so the unit tests and the browser tests
 * (accessibility over every route) read the same table the router serves.
 */
/** The page component that draws a screen. */
export type ScreenPage =
  | 'settings'
  | 'profile'
  | 'permissions'
  | 'addUser'
  | 'userList'
  | 'updateUser'
  | 'userGroups'
  | 'activityLog'
  | 'languages'
  | 'dropdowns'
  | 'objectForm'
  | 'objectList'
  | 'objectPage'
  | 'recordList'
  | 'recordForm'
  | 'dashboard'
  | 'itemReport'
  | 'poiList'
  | 'poiForm'
  | 'poiGroupList'
  | 'poiGroupForm'
  | 'newsList'
  | 'newsForm'
  | 'appSettings'
  | 'beaconList'
  | 'beaconScans'
  | 'assignBeacon'
  | 'beaconGateways'
  | 'imports'
  | 'importBatch'
  | 'objectSets';

export type Screen = { paths: readonly string[]; title: MessageId; page: ScreenPage };

/** List, add and edit routes of one collection record (spec 2 section 2). */
function collectionScreens(list: string, single: string, titles: [list: MessageId, add: MessageId, update: MessageId]): Screen[] {
  return [
    { paths: [`/${list}`], title: titles[0], page: 'recordList' },
    { paths: [`/add-${single}`], title: titles[1], page: 'recordForm' },
    { paths: [`/save-${single}/:id`], title: titles[2], page: 'recordForm' },
  ];
}

export const SCREENS: readonly Screen[] = [
  { paths: [PATHS.dashboard], title: msg('screen.dashboard'), page: 'dashboard' },
  { paths: ['/settings'], title: msg('screen.settings'), page: 'settings' },
  { paths: ['/profile'], title: msg('screen.profile'), page: 'profile' },
  { paths: ['/pdf'], title: msg('screen.itemReport'), page: 'itemReport' },
  { paths: ['/permissions'], title: msg('screen.permissions'), page: 'permissions' },

  { paths: [PATHS.addUser, '/addUser'], title: msg('screen.addUser'), page: 'addUser' },
  { paths: [PATHS.userList, '/userList'], title: msg('screen.userList'), page: 'userList' },
  { paths: [PATHS.updateUser, '/update-user/:id'], title: msg('screen.updateUser'), page: 'updateUser' },
  { paths: ['/user-groups', '/userGroups'], title: msg('screen.userGroups'), page: 'userGroups' },
  { paths: ['/activity-log', '/activityLog'], title: msg('screen.activityLog'), page: 'activityLog' },

  { paths: [PATHS.pois], title: msg('screen.pois'), page: 'poiList' },
  { paths: ['/add-poi', '/addPoi'], title: msg('screen.addPoi'), page: 'poiForm' },
  { paths: [PATHS.updatePoi, '/update-poi/:id'], title: msg('screen.updatePoi'), page: 'poiForm' },
  { paths: ['/poi-groups', '/poiGroups'], title: msg('screen.poiGroups'), page: 'poiGroupList' },
  { paths: ['/add-poi-group', '/addPoiGroup'], title: msg('screen.addPoiGroup'), page: 'poiGroupForm' },
  { paths: ['/updatePoiGroup/:id', '/update-poi-group/:id'], title: msg('screen.updatePoiGroup'), page: 'poiGroupForm' },

  { paths: ['/beacons'], title: msg('screen.beacons'), page: 'beaconList' },
  { paths: ['/beacon-scans', '/beaconScans'], title: msg('screen.beaconScans'), page: 'beaconScans' },
  { paths: ['/beacon-gateways', '/beaconGateways'], title: msg('screen.beaconGateways'), page: 'beaconGateways' },
  { paths: ['/assignBeacon/:uniqueId/:id', '/assign-beacon/:uniqueId/:id'], title: msg('screen.assignBeacon'), page: 'assignBeacon' },

  { paths: ['/news'], title: msg('screen.news'), page: 'newsList' },
  { paths: ['/add-news', '/addNews'], title: msg('screen.addNews'), page: 'newsForm' },
  { paths: ['/updateNews/:id', '/update-news/:id'], title: msg('screen.updateNews'), page: 'newsForm' },
  { paths: ['/app-settings', '/appSettings'], title: msg('screen.appSettings'), page: 'appSettings' },
  { paths: ['/languages'], title: msg('screen.languages'), page: 'languages' },
  { paths: ['/dropdowns'], title: msg('screen.dropdowns'), page: 'dropdowns' },

  { paths: ['/objects'], title: msg('screen.objects'), page: 'objectList' },
  { paths: [PATHS.objectSets, '/objectSets'], title: msg('screen.objectSets'), page: 'objectSets' },
  { paths: [PATHS.importObjects, '/importObjects'], title: msg('screen.imports'), page: 'imports' },
  { paths: [PATHS.importBatch], title: msg('screen.importBatch'), page: 'importBatch' },
  { paths: [PATHS.batchEdit], title: msg('screen.batchEdit'), page: 'importBatch' },
  { paths: ['/add-object'], title: msg('screen.addObject'), page: 'objectForm' },
  { paths: ['/save-object/:id'], title: msg('screen.updateObject'), page: 'objectForm' },
  { paths: [PATHS.objectPage], title: msg('screen.object'), page: 'objectPage' },
  ...collectionScreens('conditions', 'condition', ['screen.conditions', 'screen.addCondition', 'screen.updateCondition']),
  ...collectionScreens('treatments', 'treatment', ['screen.treatments', 'screen.addTreatment', 'screen.updateTreatment']),
  ...collectionScreens('curatorial-forms', 'curatorial-form', ['screen.curatorialForms', 'screen.addCuratorialForm', 'screen.updateCuratorialForm']),
  ...collectionScreens('technical-forms', 'technical-form', ['screen.technicalForms', 'screen.addTechnicalForm', 'screen.updateTechnicalForm']),
  ...collectionScreens('movements', 'movement', ['screen.movements', 'screen.addMovement', 'screen.updateMovement']),
  ...collectionScreens('insurances', 'insurance', ['screen.insurances', 'screen.addInsurance', 'screen.updateInsurance']),
];

