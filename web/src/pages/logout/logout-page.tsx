import { useEffect } from 'react';
import { msg } from '../../i18n/message-ids';
import { useSession } from '../../session/session-context';
import { FullPageSpinner } from '../full-page-spinner';

/** The menu's Logout entry leads here, like every entry to a path named after its key. */
export function LogoutPage() {
  const { logout } = useSession();
  useEffect(() => {
    void logout();
  }, [logout]);
  return <FullPageSpinner label={msg('shell.loggingOut')} testId="logout-spinner" />;
}
