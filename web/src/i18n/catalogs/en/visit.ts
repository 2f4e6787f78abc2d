/**
 * The visitor web page (`/visit`, web/visit/): its own few texts, imported by that page alone (it
 * carries no i18n runtime). The museum's content comes in the app's languages from the API.
 */
export const visit = {
  'visit.language': 'Language',
  'visit.pois': 'Points of interest',
  'visit.news': 'News',
  'visit.empty': 'Nothing is published yet.',
  'visit.back': 'All points of interest',
  'visit.images': 'Images',
  'visit.audio': 'Audio guide',
  'visit.map': 'Map',
  'visit.openMap': 'Open the map',
  'visit.objects': 'Objects on display',
  'visit.draft': 'Draft (preview)',
  'visit.offline': 'You are offline: this is the copy kept on this device.',
  'visit.error': "The museum's content could not be loaded. Check the connection and try again.",
  'visit.notFound.title': 'Page not found',
  'visit.notFound.body': 'This point of interest is not published, or does not exist.',
} as const;
