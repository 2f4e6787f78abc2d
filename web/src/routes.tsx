import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ConfiguredConsole } from './config/configured-console';
import { FullPageSpinner } from './pages/full-page-spinner';
import { msg, type MessageId } from './i18n/message-ids';
import { useT } from './i18n/use-t';
import { PATHS } from './paths';
import type { ScreenProps } from './pages/screen-props';
import { SignedInGate } from './session/signed-in-gate';
import { useDocumentTitle } from './shell/use-document-title';

/**
 * The one file that knows the router: every screen of spec 1 and spec 2 section 2, with every
 * spelling the spec gives. Each page is its own chunk, so no page's libraries load up front.
 */
const ModuleUnavailablePage = lazy(() =>
  import('./pages/module-unavailable/module-unavailable-page').then((m) => ({ default: m.ModuleUnavailablePage })),
);
const ProfilePage = lazy(() => import('./pages/profile/profile-page').then((m) => ({ default: m.ProfilePage })));
const UserListPage = lazy(() => import('./pages/users/user-list/user-list-page').then((m) => ({ default: m.UserListPage })));
const AddUserPage = lazy(() => import('./pages/users/add-user/add-user-page').then((m) => ({ default: m.AddUserPage })));
const UpdateUserPage = lazy(() => import('./pages/users/update-user/update-user-page').then((m) => ({ default: m.UpdateUserPage })));
const UserGroupsPage = lazy(() => import('./pages/user-groups/user-groups-page').then((m) => ({ default: m.UserGroupsPage })));
const PermissionsPage = lazy(() => import('./pages/permissions/permissions-page').then((m) => ({ default: m.PermissionsPage })));
const ActivityLogPage = lazy(() => import('./pages/activity-log/activity-log-page').then((m) => ({ default: m.ActivityLogPage })));
const SettingsPage = lazy(() => import('./pages/vocabularies/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const LanguagesPage = lazy(() => import('./pages/vocabularies/languages/languages-page').then((m) => ({ default: m.LanguagesPage })));
const DropdownsPage = lazy(() => import('./pages/vocabularies/dropdowns/dropdowns-page').then((m) => ({ default: m.DropdownsPage })));
const NotFoundPage = lazy(() => import('./pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const HomeRedirect = lazy(() => import('./pages/home/home-redirect').then((m) => ({ default: m.HomeRedirect })));
const LogoutPage = lazy(() => import('./pages/logout/logout-page').then((m) => ({ default: m.LogoutPage })));

export type Screen = { paths: readonly string[]; title: MessageId; Page: ComponentType<ScreenProps> };

/** List, add and edit routes of one collection record (spec 2 section 2). */
function collectionScreens(list: string, single: string, titles: [list: MessageId, add: MessageId, update: MessageId]): Screen[] {
  return [
    { paths: [`/${list}`], title: titles[0], Page: ModuleUnavailablePage },
    { paths: [`/add-${single}`], title: titles[1], Page: ModuleUnavailablePage },
    { paths: [`/save-${single}/:id`], title: titles[2], Page: ModuleUnavailablePage },
  ];
}

export const SCREENS: readonly Screen[] = [
  { paths: [PATHS.dashboard], title: msg('screen.dashboard'), Page: ModuleUnavailablePage },
  { paths: ['/settings'], title: msg('screen.settings'), Page: SettingsPage },
  { paths: ['/profile'], title: msg('screen.profile'), Page: ProfilePage },
  { paths: ['/pdf'], title: msg('screen.itemReport'), Page: ModuleUnavailablePage },
  { paths: ['/permissions'], title: msg('screen.permissions'), Page: PermissionsPage },

  { paths: [PATHS.addUser, '/addUser'], title: msg('screen.addUser'), Page: AddUserPage },
  { paths: [PATHS.userList, '/userList'], title: msg('screen.userList'), Page: UserListPage },
  { paths: [PATHS.updateUser, '/update-user/:id'], title: msg('screen.updateUser'), Page: UpdateUserPage },
  { paths: ['/user-groups', '/userGroups'], title: msg('screen.userGroups'), Page: UserGroupsPage },
  { paths: ['/activity-log', '/activityLog'], title: msg('screen.activityLog'), Page: ActivityLogPage },

  { paths: [PATHS.pois], title: msg('screen.pois'), Page: ModuleUnavailablePage },
  { paths: ['/add-poi', '/addPoi'], title: msg('screen.addPoi'), Page: ModuleUnavailablePage },
  { paths: [PATHS.updatePoi, '/update-poi/:id'], title: msg('screen.updatePoi'), Page: ModuleUnavailablePage },
  { paths: ['/poi-groups', '/poiGroups'], title: msg('screen.poiGroups'), Page: ModuleUnavailablePage },
  { paths: ['/add-poi-group', '/addPoiGroup'], title: msg('screen.addPoiGroup'), Page: ModuleUnavailablePage },
  { paths: ['/updatePoiGroup/:id', '/update-poi-group/:id'], title: msg('screen.updatePoiGroup'), Page: ModuleUnavailablePage },

  { paths: ['/beacons'], title: msg('screen.beacons'), Page: ModuleUnavailablePage },
  { paths: ['/beacon-scans', '/beaconScans'], title: msg('screen.beaconScans'), Page: ModuleUnavailablePage },
  { paths: ['/assignBeacon/:uniqueId/:id', '/assign-beacon/:uniqueId/:id'], title: msg('screen.assignBeacon'), Page: ModuleUnavailablePage },

  { paths: ['/news'], title: msg('screen.news'), Page: ModuleUnavailablePage },
  { paths: ['/add-news', '/addNews'], title: msg('screen.addNews'), Page: ModuleUnavailablePage },
  { paths: ['/updateNews/:id', '/update-news/:id'], title: msg('screen.updateNews'), Page: ModuleUnavailablePage },
  { paths: ['/app-settings', '/appSettings'], title: msg('screen.appSettings'), Page: ModuleUnavailablePage },
  { paths: ['/languages'], title: msg('screen.languages'), Page: LanguagesPage },
  { paths: ['/dropdowns'], title: msg('screen.dropdowns'), Page: DropdownsPage },

  ...collectionScreens('objects', 'object', ['screen.objects', 'screen.addObject', 'screen.updateObject']),
  ...collectionScreens('conditions', 'condition', ['screen.conditions', 'screen.addCondition', 'screen.updateCondition']),
  ...collectionScreens('treatments', 'treatment', ['screen.treatments', 'screen.addTreatment', 'screen.updateTreatment']),
  ...collectionScreens('curatorial-forms', 'curatorial-form', ['screen.curatorialForms', 'screen.addCuratorialForm', 'screen.updateCuratorialForm']),
  ...collectionScreens('technical-forms', 'technical-form', ['screen.technicalForms', 'screen.addTechnicalForm', 'screen.updateTechnicalForm']),
  ...collectionScreens('movements', 'movement', ['screen.movements', 'screen.addMovement', 'screen.updateMovement']),
  ...collectionScreens('insurances', 'insurance', ['screen.insurances', 'screen.addInsurance', 'screen.updateInsurance']),
];

/** A screen in the reader's language, its title also the browser tab's. */
function ScreenRoute({ title, Page }: Pick<Screen, 'title' | 'Page'>) {
  const t = useT();
  const translated = t(title);
  useDocumentTitle(translated);
  return <Page title={translated} />;
}

export function ConsoleRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          {/* The visitor app's privacy policy is public: no configuration, no login. */}
          <Route path="/policy" element={<NotFoundPage />} />
          <Route element={<ConfiguredConsole />}>
            <Route element={<SignedInGate />}>
              <Route index element={<HomeRedirect />} />
              {SCREENS.flatMap(({ paths, title, Page }) =>
                paths.map((path) => <Route key={path} path={path} element={<ScreenRoute title={title} Page={Page} />} />),
              )}
              <Route path="/logout" element={<LogoutPage />} />
              <Route path="/404" element={<NotFoundPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
