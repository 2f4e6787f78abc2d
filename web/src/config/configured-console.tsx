import { useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ApiProvider } from '../api/api-context';
import { createApiClient } from '../api/client';
import { currentIdToken } from '../api/id-token';
import { NotificationsProvider } from '../notifications/notifications-context';
import { FullPageSpinner } from '../pages/full-page-spinner';
import { SessionProvider } from '../session/session-context';
import { ConfigFailedPage } from './config-failed-page';
import { configureAmplify } from './configure-amplify';
import { setFilesUrl, setMapStyleUrl } from './files-url';
import { loadConsoleConfig, type ConfigResult } from './runtime-config';
import { TenantNotSetUpPage } from './tenant-not-set-up-page';

/**
 * Everything behind the login needs the tenant's user pool, so nothing renders before the
 * configuration is read and Amplify is set up with it.
 */
export function ConfiguredConsole() {
  const [result, setResult] = useState<ConfigResult>();

  useEffect(() => {
    let cancelled = false;
    loadConsoleConfig(window.location.host)
      .catch((error: unknown): ConfigResult => ({ kind: 'failed', reason: String(error) }))
      .then((loaded) => {
        if (cancelled) return;
        if (loaded.kind === 'ready') {
          configureAmplify(loaded.config);
          setFilesUrl(loaded.config.filesUrl);
          setMapStyleUrl(loaded.config.mapStyleUrl);
        }
        else console.error('Console configuration:', loaded);
        setResult(loaded);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const apiUrl = result?.kind === 'ready' ? result.config.apiUrl : '';
  const client = useMemo(() => createApiClient(apiUrl, currentIdToken), [apiUrl]);

  if (!result) return <FullPageSpinner />;
  if (result.kind === 'unknown-tenant') return <TenantNotSetUpPage host={window.location.host} />;
  if (result.kind === 'failed') return <ConfigFailedPage />;
  return (
    <ApiProvider client={client}>
      <NotificationsProvider>
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      </NotificationsProvider>
    </ApiProvider>
  );
}
