/**
 * The App CMS's constants and texts (spec 2 sections 5, 8 and 9): the server's checks, the
 * console's forms and the tests read them from here.
 */
export const POI_TITLE_MAX = 240;
export const POI_SUBTITLE_MAX = 60;
export const POI_DESCRIPTION_MAX = 5000;
/** News description, the app's About text "and similar" (spec 2 section 9). */
export const APP_TEXT_MAX = 2000;
export const POI_IMAGES_MAX = 10;
export const POI_REFERENCE_IMAGES_MAX = 10;
export const POI_LINKED_ITEMS_MAX = 100;

/** The beacon detection range slider, in dBm. */
export const BEACON_RANGE = { min: -300, max: -20, defaultMin: -80, defaultMax: -20 } as const;

/** What a signal strength means in distance (spec 2 section 9), strongest last. */
export const DETECTION_GUIDE = [
  { from: -85, to: -76, distance: '12-18 m' },
  { from: -76, to: -73, distance: '6-12 m' },
  { from: -73, to: -70, distance: '2-6 m' },
  { from: -70, to: -50, distance: '1-2 m' },
  { from: -50, to: -30, distance: '0-1 m' },
] as const;

/** Where the POI map starts (spec 2 section 9). */
export const MAP_START = { latitude: 35.9375, longitude: 14.3754, zoom: 4, maxZoom: 12 } as const;

export const DEFAULT_MAIN_COLOUR = '#ffffff';

/** A language tab's state (spec 2 section 4). */
export const CONTENT_STATES = ['PUBLISHED', 'INHERITED'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** The scans page and its CSV read at most this many days at once. */
export const SCAN_RANGE_MAX_DAYS = 92;

/** The CSV exports' names, each followed by the museum's date (spec 2 section 9). */
export const CSV_EXPORTS = {
  pois: 'poi-reports',
  poiGroups: 'poi-groups-reports',
  news: 'news-reports',
  beacons: 'beacon-reports',
  beaconScans: 'beacon-reports',
} as const;

/** Validation texts of spec 2 section 5, as the forms and the API say them. */
export const APP_MESSAGES = {
  poiGroupRequired: 'POI Group is required',
  addressRequired: 'Address/Location Identifier is required',
  latitudeRequired: 'Latitude is required',
  latitudeRange: 'Latitude must be between -90 and 90.',
  longitudeRequired: 'Longitude is required',
  longitudeRange: 'Longitude must be between -180 and 180.',
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  groupTitleRequired: 'Title is required',
  dateRequired: 'Date is required',
  aboutRequired: 'About is required.',
  uniqueIdRequired: 'Unique ID is required',
} as const;

/** Success notices and confirmations of spec 2 section 8. */
export const APP_NOTICES = {
  poiSaved: 'POI saved!',
  poiGroupSaved: 'POI Group saved!',
  newsSaved: 'News saved!',
  appSettingsSaved: 'App Settings saved successfully',
  beaconAssigned: 'Beacon assigned!',
  beaconUnassigned: 'Beacon unassigned!',
  confirmUnassign: 'Sure to unassign?',
  coordinatesCopied: 'Coordinates are copied to clipboard',
} as const;
