import TopNavigation from '@cloudscape-design/components/top-navigation';
import { PRODUCT_NAME } from '../../../shared/constants';
import { useSession } from '../session/session-context';
import { useOnFollow } from './use-on-follow';

export const CONSOLE_HEADER_ID = 'console-header';

/** Product name, and the profile menu under the user's name (Profile, Logout). */
export function ConsoleHeader() {
  const { user } = useSession();
  const onFollow = useOnFollow();
  return (
    <div id={CONSOLE_HEADER_ID} data-testid="console-header" style={{ position: 'sticky', insetBlockStart: 0, zIndex: 1002 }}>
      <TopNavigation
        identity={{ href: '/', title: PRODUCT_NAME, onFollow }}
        utilities={[
          {
            type: 'menu-dropdown',
            text: user?.name || user?.username,
            iconName: 'user-profile',
            // Stays in the bar on narrow screens, so Profile and Logout are always one click away.
            disableUtilityCollapse: true,
            items: [
              { id: 'profile-menu-profile', text: 'Profile', href: '/profile' },
              { id: 'profile-menu-logout', text: 'Logout', href: '/logout' },
            ],
            onItemFollow: onFollow,
          },
        ]}
      />
    </div>
  );
}
