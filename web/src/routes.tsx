import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route, RouterProvider } from 'react-router-dom';
import { ConfiguredConsole } from './config/configured-console';
import { FullPageSpinner } from './pages/full-page-spinner';
import { useT } from './i18n/use-t';
import { SCREENS, type Screen, type ScreenPage } from './screens';
import type { ScreenProps } from './pages/screen-props';
import { RouteErrorPage } from './pages/error/route-error-page';
import { SignedInGate } from './session/signed-in-gate';
import { useDocumentTitle } from './shell/use-document-title';

/**
 * The one file that knows the router: the screens of screens.ts, each drawn by its page. Each
 * page is its own chunk, so no page's libraries load up front. A data router, because only it
 * can hold a navigation back: the browser's back and forward buttons ask before a form's typing
 * is lost (`useBlocker` in components/unsaved-changes).
 */
const PolicyPage = lazy(() => import('./pages/policy/policy-page').then((m) => ({ default: m.PolicyPage })));
const ImportListPage = lazy(() => import('./pages/imports/import-list-page').then((m) => ({ default: m.ImportListPage })));
const ImportBatchPage = lazy(() => import('./pages/imports/import-batch-page').then((m) => ({ default: m.ImportBatchPage })));
const GatewayListPage = lazy(() => import('./pages/app-cms/gateways/gateway-list-page').then((m) => ({ default: m.GatewayListPage })));
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
const ObjectFormPage = lazy(() => import('./pages/objects/form/object-form-page').then((m) => ({ default: m.ObjectFormPage })));
const ObjectPage = lazy(() => import('./pages/objects/page/object-page').then((m) => ({ default: m.ObjectPage })));
const ObjectSetListPage = lazy(() => import('./pages/object-sets/object-set-list-page').then((m) => ({ default: m.ObjectSetListPage })));
const ObjectListPage = lazy(() => import('./pages/objects/list/object-list-page').then((m) => ({ default: m.ObjectListPage })));
const RecordListPage = lazy(() => import('./pages/records/list/record-list-page').then((m) => ({ default: m.RecordListPage })));
const RecordFormPage = lazy(() => import('./pages/records/form/record-form-page').then((m) => ({ default: m.RecordFormPage })));
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ItemReportPage = lazy(() => import('./pages/item-report/item-report-page').then((m) => ({ default: m.ItemReportPage })));
const PoiListPage = lazy(() => import('./pages/app-cms/pois/poi-list-page').then((m) => ({ default: m.PoiListPage })));
const PoiFormPage = lazy(() => import('./pages/app-cms/pois/poi-form-page').then((m) => ({ default: m.PoiFormPage })));
const PoiGroupListPage = lazy(() => import('./pages/app-cms/poi-groups/poi-group-list-page').then((m) => ({ default: m.PoiGroupListPage })));
const PoiGroupFormPage = lazy(() => import('./pages/app-cms/poi-groups/poi-group-form-page').then((m) => ({ default: m.PoiGroupFormPage })));
const NewsListPage = lazy(() => import('./pages/app-cms/news/news-list-page').then((m) => ({ default: m.NewsListPage })));
const NewsFormPage = lazy(() => import('./pages/app-cms/news/news-form-page').then((m) => ({ default: m.NewsFormPage })));
const AppSettingsPage = lazy(() => import('./pages/app-cms/app-settings/app-settings-page').then((m) => ({ default: m.AppSettingsPage })));
const BeaconListPage = lazy(() => import('./pages/app-cms/beacons/beacon-list-page').then((m) => ({ default: m.BeaconListPage })));
const BeaconScansPage = lazy(() => import('./pages/app-cms/beacons/beacon-scans-page').then((m) => ({ default: m.BeaconScansPage })));
const AssignBeaconPage = lazy(() => import('./pages/app-cms/beacons/assign-beacon-page').then((m) => ({ default: m.AssignBeaconPage })));
const NotFoundPage = lazy(() => import('./pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const HomeRedirect = lazy(() => import('./pages/home/home-redirect').then((m) => ({ default: m.HomeRedirect })));
const LogoutPage = lazy(() => import('./pages/logout/logout-page').then((m) => ({ default: m.LogoutPage })));

const PAGES: Record<ScreenPage, ComponentType<ScreenProps>> = {
  settings: SettingsPage,
  profile: ProfilePage,
  permissions: PermissionsPage,
  addUser: AddUserPage,
  userList: UserListPage,
  updateUser: UpdateUserPage,
  userGroups: UserGroupsPage,
  activityLog: ActivityLogPage,
  languages: LanguagesPage,
  dropdowns: DropdownsPage,
  objectForm: ObjectFormPage,
  objectList: ObjectListPage,
  objectSets: ObjectSetListPage,
  objectPage: ObjectPage,
  recordList: RecordListPage,
  recordForm: RecordFormPage,
  dashboard: DashboardPage,
  itemReport: ItemReportPage,
  poiList: PoiListPage,
  poiForm: PoiFormPage,
  poiGroupList: PoiGroupListPage,
  poiGroupForm: PoiGroupFormPage,
  newsList: NewsListPage,
  newsForm: NewsFormPage,
  appSettings: AppSettingsPage,
  beaconList: BeaconListPage,
  beaconScans: BeaconScansPage,
  assignBeacon: AssignBeaconPage,
  beaconGateways: GatewayListPage,
  imports: ImportListPage,
  importBatch: ImportBatchPage,
};

/** A screen in the reader's language, its title also the browser tab's. */
function ScreenRoute({ title, page }: Pick<Screen, 'title' | 'page'>) {
  const t = useT();
  const Page = PAGES[page];
  const translated = t(title);
  useDocumentTitle(translated);
  return <Page title={translated} />;
}

function Loading() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

const router = createBrowserRouter(
  createRoutesFromElements(
    <Route element={<Loading />} errorElement={<RouteErrorPage />}>
      {/* The visitor app's privacy policy is public: no configuration, no login. */}
      <Route path="/policy" element={<PolicyPage />} />
      <Route element={<ConfiguredConsole />}>
        <Route element={<SignedInGate />}>
          <Route index element={<HomeRedirect />} />
          {SCREENS.flatMap(({ paths, title, page }) =>
            paths.map((path) => <Route key={path} path={path} element={<ScreenRoute title={title} page={page} />} />),
          )}
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Route>,
  ),
);

export function ConsoleRouter() {
  return <RouterProvider router={router} />;
}
