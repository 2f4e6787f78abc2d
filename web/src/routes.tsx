import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ConfiguredConsole } from './config/configured-console';
import { FullPageSpinner } from './pages/full-page-spinner';
import { PATHS } from './paths';
import type { ScreenProps } from './pages/screen-props';
import { SignedInGate } from './session/signed-in-gate';

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

export type Screen = { paths: readonly string[]; title: string; Page: ComponentType<ScreenProps> };

/** List, add and edit routes of one collection record (spec 2 section 2). */
function collectionScreens(list: string, single: string, plural: string, singular: string): Screen[] {
  return [
    { paths: [`/${list}`], title: plural, Page: ModuleUnavailablePage },
    { paths: [`/add-${single}`], title: `Add ${singular}`, Page: ModuleUnavailablePage },
    { paths: [`/save-${single}/:id`], title: `Update ${singular}`, Page: ModuleUnavailablePage },
  ];
}

export const SCREENS: readonly Screen[] = [
  { paths: [PATHS.dashboard], title: 'Dashboard', Page: ModuleUnavailablePage },
  { paths: ['/settings'], title: 'Settings', Page: SettingsPage },
  { paths: ['/profile'], title: 'Profile', Page: ProfilePage },
  { paths: ['/pdf'], title: 'Item Report', Page: ModuleUnavailablePage },
  { paths: ['/permissions'], title: 'Permissions', Page: PermissionsPage },

  { paths: [PATHS.addUser, '/addUser'], title: 'Add User', Page: AddUserPage },
  { paths: [PATHS.userList, '/userList'], title: 'User List', Page: UserListPage },
  { paths: [PATHS.updateUser, '/update-user/:id'], title: 'Update User', Page: UpdateUserPage },
  { paths: ['/user-groups', '/userGroups'], title: 'User Groups', Page: UserGroupsPage },
  { paths: ['/activity-log', '/activityLog'], title: 'Activity Log', Page: ActivityLogPage },

  { paths: [PATHS.pois], title: 'POIs', Page: ModuleUnavailablePage },
  { paths: ['/add-poi', '/addPoi'], title: 'Add POI', Page: ModuleUnavailablePage },
  { paths: [PATHS.updatePoi, '/update-poi/:id'], title: 'Update POI', Page: ModuleUnavailablePage },
  { paths: ['/poi-groups', '/poiGroups'], title: 'POI Groups', Page: ModuleUnavailablePage },
  { paths: ['/add-poi-group', '/addPoiGroup'], title: 'Add POI Group', Page: ModuleUnavailablePage },
  { paths: ['/updatePoiGroup/:id', '/update-poi-group/:id'], title: 'Update POI Group', Page: ModuleUnavailablePage },

  { paths: ['/beacons'], title: 'Beacons', Page: ModuleUnavailablePage },
  { paths: ['/beacon-scans', '/beaconScans'], title: 'Beacon Scans', Page: ModuleUnavailablePage },
  { paths: ['/assignBeacon/:uniqueId/:id', '/assign-beacon/:uniqueId/:id'], title: 'Assign Beacon', Page: ModuleUnavailablePage },

  { paths: ['/news'], title: 'News', Page: ModuleUnavailablePage },
  { paths: ['/add-news', '/addNews'], title: 'Add News', Page: ModuleUnavailablePage },
  { paths: ['/updateNews/:id', '/update-news/:id'], title: 'Update News', Page: ModuleUnavailablePage },
  { paths: ['/app-settings', '/appSettings'], title: 'App Settings', Page: ModuleUnavailablePage },
  { paths: ['/languages'], title: 'Languages', Page: LanguagesPage },
  { paths: ['/dropdowns'], title: 'Dropdowns', Page: DropdownsPage },

  ...collectionScreens('objects', 'object', 'Objects', 'Object'),
  ...collectionScreens('conditions', 'condition', 'Conditions', 'Condition'),
  ...collectionScreens('treatments', 'treatment', 'Treatments', 'Treatment'),
  ...collectionScreens('curatorial-forms', 'curatorial-form', 'Curatorial Forms', 'Curatorial Form'),
  ...collectionScreens('technical-forms', 'technical-form', 'Technical Forms', 'Technical Form'),
  ...collectionScreens('movements', 'movement', 'Movements', 'Movement'),
  ...collectionScreens('insurances', 'insurance', 'Insurances', 'Insurance'),
];

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
                paths.map((path) => <Route key={path} path={path} element={<Page title={title} />} />),
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
