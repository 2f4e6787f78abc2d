import SideNavigation from '@cloudscape-design/components/side-navigation';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { MENU_WIDTH, MENU_WIDTH_COLLAPSED } from '../../../shared/constants';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { menuFor } from './menu';
import { navigationItems } from './navigation-items';
import { useOnFollow } from './use-on-follow';

/**
 * The width is set here as well as on the AppLayout panel, so the element that tests and styles
 * look at reports 256 or 80 px whatever scrollbar the panel shows.
 */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { grant } = useSession();
  const { pathname } = useLocation();
  const onFollow = useOnFollow();
  const t = useT();
  const items = useMemo(() => navigationItems(menuFor(grant), t), [grant, t]);
  return (
    <div
      data-testid="side-menu"
      data-collapsed={collapsed ? 'true' : 'false'}
      style={{ inlineSize: collapsed ? MENU_WIDTH_COLLAPSED : MENU_WIDTH }}
    >
      <SideNavigation header={{ text: t('shell.nav.menu'), href: '/' }} activeHref={pathname} items={items} collapsed={collapsed} onFollow={onFollow} />
    </div>
  );
}
