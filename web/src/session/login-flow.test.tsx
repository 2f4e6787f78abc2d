import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_ERROR_MS, TEXTS } from '../../../shared/constants';
import { ApiProvider } from '../api/api-context';
import { createApiClient } from '../api/client';
import { currentIdToken } from '../api/id-token';
import { ConsoleLocaleProvider } from '../i18n/console-locale';
import { LoginPage } from '../pages/login/login-page';
import { SessionProvider, useSession } from './session-context';

const auth = vi.hoisted(() => ({
  signedIn: false,
  signIn: vi.fn(),
  signOut: vi.fn(),
  getCurrentUser: vi.fn(),
  fetchAuthSession: vi.fn(),
}));

vi.mock('aws-amplify/auth', () => ({
  signIn: auth.signIn,
  signOut: auth.signOut,
  getCurrentUser: auth.getCurrentUser,
  fetchAuthSession: auth.fetchAuthSession,
}));

const me = { id: 'u1', username: 'admin', name: 'Ada', enabledFeatures: ['App-Cms'], userGroup: { id: 'g', value: 'Admins', permission: {} } };

function Probe() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  return <div data-testid="probe">{`${status} ${user?.username ?? '-'} ${pathname}`}</div>;
}

/** `meStatuses`: how /users/me answers, call after call; 200 once they run out. */
function renderLogin(meStatuses: number[] = []) {
  const seenTokens: (string | null)[] = [];
  const client = createApiClient('', currentIdToken, async (url, init) => {
    // The museum (its time zone) is asked for beside the user; only /users/me decides the session.
    if (url.endsWith('/api/museum')) return new Response(JSON.stringify({ slug: 'localhost', name: 'Museum', timeZone: 'Europe/Malta', features: [] }), { status: 200 });
    seenTokens.push(new Headers(init.headers).get('Authorization'));
    const status = meStatuses.shift() ?? 200;
    return new Response(JSON.stringify(status === 200 ? me : { message: 'UnauthorizedException' }), { status });
  });
  const view = render(
    <ConsoleLocaleProvider>
      <MemoryRouter initialEntries={['/user-list']}>
        <ApiProvider client={client}>
          <SessionProvider>
            <Probe />
            <Routes>
              <Route path="*" element={<LoginPage />} />
            </Routes>
          </SessionProvider>
        </ApiProvider>
      </MemoryRouter>
    </ConsoleLocaleProvider>,
  );
  return { ...view, seenTokens };
}

async function submit(form: HTMLElement, username: string, password: string) {
  fireEvent.change(within(form).getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(within(form).getByTestId('login-password'), { target: { value: password } });
  await act(async () => {
    fireEvent.submit(form);
  });
}

describe('login', () => {
  beforeEach(() => {
    auth.signedIn = false;
    auth.signIn.mockReset();
    auth.signOut.mockReset().mockImplementation(async () => {
      auth.signedIn = false;
    });
    auth.getCurrentUser.mockReset().mockImplementation(async () => {
      if (!auth.signedIn) throw new Error('UserUnAuthenticatedException');
      return { username: 'admin' };
    });
    auth.fetchAuthSession.mockReset().mockImplementation(async () => ({
      tokens: auth.signedIn ? { idToken: { toString: () => 'id-token' } } : undefined,
    }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('marks both fields required for the browser', async () => {
    const { getByTestId } = renderLogin();
    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('logged-out - /user-list'));
    expect(getByTestId('login-username').hasAttribute('required')).toBe(true);
    expect(getByTestId('login-password').hasAttribute('required')).toBe(true);
    expect(getByTestId('login-form').textContent).toContain(TEXTS.loginWelcome);
  });

  it('signs in with USER_PASSWORD_AUTH, loads the current user with the token and goes to /', async () => {
    auth.signIn.mockImplementation(async () => {
      auth.signedIn = true;
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    const { getByTestId, seenTokens } = renderLogin();
    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('logged-out - /user-list'));

    await submit(getByTestId('login-form'), ' admin ', 'secret');

    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('logged-in admin /'));
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'admin', password: 'secret', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(seenTokens).toEqual(['Bearer id-token']);
  });

  it('signs a stored session out before signing in', async () => {
    auth.signedIn = true;
    auth.signIn.mockImplementation(async () => {
      if (auth.signedIn) throw Object.assign(new Error('There is already a signed in user.'), { name: 'UserAlreadyAuthenticatedException' });
      auth.signedIn = true;
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    // A token is stored, but the API refuses it: the login screen shows over a pool session.
    const { getByTestId } = renderLogin([401]);
    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('logged-out - /user-list'));
    await submit(getByTestId('login-form'), 'admin', 'secret');
    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('logged-in admin /'));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it("shows 'Please check your information.' for 4 seconds after a failed login, then resets", async () => {
    auth.signIn.mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    const { getByTestId, queryByTestId } = renderLogin();
    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('logged-out - /user-list'));
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await submit(getByTestId('login-form'), 'admin', 'wrong');

    await vi.waitFor(() => expect(getByTestId('login-error').textContent).toContain(TEXTS.loginFailed));
    expect(getByTestId('probe').textContent).toBe('logged-out - /user-list');
    expect(getByTestId('login-password')).toHaveProperty('value', '');
    await act(async () => {
      vi.advanceTimersByTime(LOGIN_ERROR_MS - 100);
    });
    expect(queryByTestId('login-error')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(queryByTestId('login-error')).toBeNull();
  });

  it('fails the login, and drops the pool session, when the API does not know the user', async () => {
    auth.signIn.mockImplementation(async () => {
      auth.signedIn = true;
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    const { getByTestId } = renderLogin([401]);
    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('logged-out - /user-list'));
    await submit(getByTestId('login-form'), 'admin', 'secret');
    await vi.waitFor(() => expect(getByTestId('login-error')).toBeTruthy());
    expect(auth.signedIn).toBe(false);
  });

  it('treats a sign-in that asks for another step as a failure', async () => {
    auth.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' } });
    const { getByTestId } = renderLogin();
    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('logged-out - /user-list'));
    await submit(getByTestId('login-form'), 'admin', 'secret');
    await vi.waitFor(() => expect(getByTestId('login-error')).toBeTruthy());
  });
});
