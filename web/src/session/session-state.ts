import type { CurrentUser } from './current-user';

/**
 * The session of spec 1 section 4: unknown until the current user is asked for; a login goes
 * through logging-in to logged-in, or back to logged-out with the failure flag set.
 */
export type SessionStatus = 'unknown' | 'logged-out' | 'logging-in' | 'logged-in';

export type SessionState = { status: SessionStatus; user?: CurrentUser; loginFailed: boolean };

export type SessionEvent =
  | { type: 'restored'; user: CurrentUser }
  | { type: 'restore-failed' }
  | { type: 'login-started' }
  | { type: 'login-succeeded'; user: CurrentUser }
  | { type: 'login-failed' }
  | { type: 'login-failure-shown' }
  | { type: 'logged-out' };

export const initialSession: SessionState = { status: 'unknown', loginFailed: false };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'restored':
    case 'login-succeeded':
      return { status: 'logged-in', user: event.user, loginFailed: false };
    case 'restore-failed':
      return { status: 'logged-out', loginFailed: false };
    case 'login-started':
      return { status: 'logging-in', loginFailed: false };
    case 'login-failed':
      return { status: 'logged-out', loginFailed: true };
    case 'login-failure-shown':
      return { ...state, loginFailed: false };
    case 'logged-out':
      return { status: 'logged-out', loginFailed: false };
  }
}
