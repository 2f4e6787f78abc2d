import { TEXTS } from '../../../../../shared/constants';

/** The frame around the screens: login, header, menu, footer, and the pages with no module. */
export const shell = {
  'shell.login.welcome': TEXTS.loginWelcome,
  'shell.login.failed': TEXTS.loginFailed,
  // The API's answers to POST /login (read by the mobile app and integrations, shown in notices).
  'shell.login.incorrect': TEXTS.incorrectLogin,
  'shell.login.couldNot': TEXTS.couldNotLogIn,
  'shell.login.username': 'Username',
  'shell.login.password': 'Password',
  'shell.login.submit': 'Login',
  'shell.loggingIn': 'Logging in',
  'shell.loggingOut': 'Logging out',

  'shell.header.userMenu': 'User menu of {name}',
  'shell.footer': '{product} © {year}',
  'shell.nav.menu': 'Menu',
  'shell.nav.sideMenu': 'Side menu',
  'shell.nav.collapse': 'Collapse menu',
  'shell.nav.expand': 'Expand menu',
  'shell.nav.notifications': 'Notifications',
  'shell.nav.show': 'Show',
  'shell.nav.import': 'Import',
  'shell.nav.add': 'Add',
  'shell.nav.curatorialForm': 'Curatorial Form',
  'shell.nav.technicalForm': 'Technical Form',
  'shell.nav.poi': 'POI',
  'shell.nav.showPois': 'Show POIs',
  'shell.nav.beacon': 'Beacon',
  'shell.nav.showBeacons': 'Show Beacons',
  'shell.nav.showNews': 'Show News',
  'shell.nav.appCms': 'App CMS',
  'shell.nav.userManagement': 'User Management',

  'shell.notFound.text': TEXTS.notFound,
  'shell.notFound.backHome': 'Back Home',
  'shell.configFailed.title': 'The console could not start',
  'shell.configFailed.text': 'Its configuration could not be loaded. Try again in a moment.',
  'shell.configFailed.reload': 'Reload',
  'shell.tenantNotSetUp.title': 'This museum is not set up at this address',
  'shell.tenantNotSetUp.text': "No museum is set up at {host}. Check the address, or ask your administrator for the address of your museum's console.",
} as const;
