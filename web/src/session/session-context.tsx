import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_ERROR_MS } from '../../../shared/constants';
import { DEFAULT_TIME_ZONE } from '../../../shared/time-zone';
import type { Grant } from '../../../shared/permissions';
import { useApi } from '../api/api-context';
import { useConsoleLocale } from '../i18n/console-locale';
import { currentIdToken } from '../api/id-token';
import { signInWithPassword, signOutQuietly } from './amplify-auth';
import { fetchCurrentUser, grantOf } from './current-user';
import { initialSession, sessionReducer, type SessionState } from './session-state';

type SessionValue = SessionState & {
  grant: Grant;
  login(username: string, password: string): Promise<void>;
  logout(): Promise<void>;
  /** Reads the current user again: after one edits their own details or their group's rights. */
  refresh(): Promise<void>;
};

const SessionContext = createContext<SessionValue | undefined>(undefined);

const NO_GRANT: Grant = { permissions: {}, enabledFeatures: [] };

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  const { adopt, forget } = useConsoleLocale();

  // On load the current user decides the session (spec 1 section 4). Without a stored token the
  // answer is known to be "logged out", so no request is made.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        if (!(await currentIdToken())) {
          if (!cancelled) {
            forget();
            dispatch({ type: 'restore-failed' });
          }
          return;
        }
        const user = await fetchCurrentUser(api);
        if (cancelled) return;
        adopt(user.preferences);
        dispatch({ type: 'restored', user });
      } catch (error) {
        console.error('No current user; showing the login screen', error);
        if (!cancelled) {
          forget();
          dispatch({ type: 'restore-failed' });
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, adopt, forget]);

  // 'Please check your information.' stays 4 s, then the login screen is as new (spec 1 section 8).
  useEffect(() => {
    if (!state.loginFailed) return;
    const timer = setTimeout(() => dispatch({ type: 'login-failure-shown' }), LOGIN_ERROR_MS);
    return () => clearTimeout(timer);
  }, [state.loginFailed]);

  const login = useCallback(
    async (username: string, password: string) => {
      dispatch({ type: 'login-started' });
      try {
        await signInWithPassword(username, password);
        const user = await fetchCurrentUser(api);
        // The user's language, calendar, mode and density from now on (spec: applied at sign-in).
        adopt(user.preferences);
        navigate('/', { replace: true });
        dispatch({ type: 'login-succeeded', user });
      } catch (error) {
        console.error('Login failed', error);
        // A pool login whose user the API does not know must not survive a reload as a session.
        await signOutQuietly();
        dispatch({ type: 'login-failed' });
      }
    },
    [api, navigate, adopt],
  );

  const logout = useCallback(async () => {
    await signOutQuietly();
    // The next person at this browser meets the login screen in the browser's language.
    forget();
    dispatch({ type: 'logged-out' });
    navigate('/', { replace: true });
  }, [navigate, forget]);

  const refresh = useCallback(async () => {
    try {
      const user = await fetchCurrentUser(api);
      adopt(user.preferences);
      dispatch({ type: 'restored', user });
    } catch (error) {
      // The page that saved has already reported its own outcome; the header just stays as it was.
      console.error('Could not reload the current user', error);
    }
  }, [api, adopt]);

  const grant = useMemo(() => (state.user ? grantOf(state.user) : NO_GRANT), [state.user]);
  const value = useMemo(() => ({ ...state, grant, login, logout, refresh }), [state, grant, login, logout, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it');
  return value;
}

/** The session, or none outside one (a component shown on its own keeps its choices to itself). */
export function useOptionalSession(): SessionValue | undefined {
  return useContext(SessionContext);
}

/** The signed-in user's id; none outside a session (a component shown on its own). */
export function useSignedInUserId(): string | undefined {
  return useContext(SessionContext)?.user?.id;
}

/** The museum's time zone, as read at sign-in; UTC outside a session (a component shown on its own). */
export function useTimeZone(): string {
  return useContext(SessionContext)?.user?.timeZone ?? DEFAULT_TIME_ZONE;
}
