import AppLayoutToolbar from '@cloudscape-design/components/app-layout-toolbar';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { MENU_WIDTH, MENU_WIDTH_COLLAPSED } from '../../../shared/constants';
import { useT } from '../i18n/use-t';
import { NotificationBar } from '../notifications/notification-bar';
import { CloseNoticesOnLeave } from '../notifications/notifications-context';
import { UnsavedChangesProvider } from '../components/unsaved-changes/unsaved-changes';
import { PageLoading } from '../pages/page-loading';
import { CONSOLE_FOOTER_ID, ConsoleFooter } from './console-footer';
import { CONSOLE_HEADER_ID, ConsoleHeader } from './console-header';
import { SideMenu } from './side-menu';
import { useIsMobile, useMenuOpen } from './use-menu-open';

/**
 * The signed-in frame: header, collapsible menu, notifications and footer around the page.
 * The toolbar variant of AppLayout, because only it can fold the menu to an 80 px icon rail
 * (the plain AppLayout hides it entirely); it also draws the rail's toggle button.
 */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useMenuOpen();
  const mobile = useIsMobile();
  const t = useT();
  return (
    <UnsavedChangesProvider>
      <CloseNoticesOnLeave />
      <ConsoleHeader />
      <AppLayoutToolbar
        headerSelector={`#${CONSOLE_HEADER_ID}`}
        footerSelector={`#${CONSOLE_FOOTER_ID}`}
        navigation={<SideMenu collapsed={!menuOpen} />}
        navigationOpen={menuOpen}
        onNavigationChange={({ detail }) => setMenuOpen(detail.open)}
        navigationWidth={MENU_WIDTH}
        navigationCloseBehavior="collapse"
        navigationCollapsedWidth={MENU_WIDTH_COLLAPSED}
        // The rail carries its own toggle; only on mobile, where there is no rail, does the toolbar need one.
        navigationTriggerHide={!mobile}
        toolsHide
        stickyNotifications
        notifications={<NotificationBar />}
        ariaLabels={{
          navigation: t('shell.nav.sideMenu'),
          navigationClose: t('shell.nav.collapse'),
          navigationToggle: t('shell.nav.expand'),
          notifications: t('shell.nav.notifications'),
        }}
        content={
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        }
      />
      <ConsoleFooter />
    </UnsavedChangesProvider>
  );
}
