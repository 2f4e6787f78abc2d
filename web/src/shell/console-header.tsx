import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { hasFeature } from '../../../shared/permissions';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { useNotificationsUtility } from './item-notifications/use-notifications-utility';
import { useOnFollow } from './use-on-follow';

export const CONSOLE_HEADER_ID = 'console-header';

/**
 * Product name, the bell of item notifications (with the Item-Cataloging module), and the profile
 * menu under the user's name (Profile, Logout).
 */
export function ConsoleHeader() {
  const { user, grant } = useSession();
  const bell = useNotificationsUtility(Boolean(user) && hasFeature(grant, 'Item-Cataloging'));
  const onFollow = useOnFollow();
  const t = useT();
  const name = user?.name || user?.username;
  return (
    <div id={CONSOLE_HEADER_ID} data-testid="console-header" style={{ position: 'sticky', insetBlockStart: 0, zIndex: 1002 }}>
      <TopNavigation
        identity={{ href: '/', title: t('common.productName'), onFollow }}
        utilities={[
          ...(bell ? [bell] : []),
          {
            type: 'menu-dropdown',
            text: name,
            ariaLabel: name ? t('shell.header.userMenu', { name }) : undefined,
            iconName: 'user-profile',
            // Stays in the bar on narrow screens, so Profile and Logout are always one click away.
            disableUtilityCollapse: true,
            items: [
              { id: 'profile-menu-profile', text: t('screen.profile'), href: '/profile' },
              { id: 'profile-menu-logout', text: t('screen.logout'), href: '/logout' },
            ],
            onItemFollow: onFollow,
          } satisfies TopNavigationProps.Utility,
        ]}
      />
    </div>
  );
}
