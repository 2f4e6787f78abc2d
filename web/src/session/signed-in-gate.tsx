import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../pages/full-page-spinner';
import { useSession } from './session-context';

const LoginPage = lazy(() => import('../pages/login/login-page').then((m) => ({ default: m.LoginPage })));
const AppShell = lazy(() => import('../shell/app-shell').then((m) => ({ default: m.AppShell })));

/** Any route shows the login screen until the session is logged in, then the shell around the route. */
export function SignedInGate() {
  const { status } = useSession();
  if (status === 'unknown') return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>{status === 'logged-in' ? <AppShell /> : <LoginPage />}</Suspense>
  );
}
