import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../shared/schemas/preferences';
import type { CurrentUser } from './current-user';
import { initialSession, sessionReducer, type SessionEvent, type SessionState } from './session-state';

const user: CurrentUser = { id: 'u1', username: 'admin', enabledFeatures: [], preferences: DEFAULT_PREFERENCES };
const run = (events: SessionEvent[], from: SessionState = initialSession) => events.reduce(sessionReducer, from);

describe('sessionReducer', () => {
  it('starts unknown', () => {
    expect(initialSession).toEqual({ status: 'unknown', loginFailed: false });
  });

  it('is logged in when the current user loads, logged out when it does not', () => {
    expect(run([{ type: 'restored', user }])).toEqual({ status: 'logged-in', user, loginFailed: false });
    expect(run([{ type: 'restore-failed' }])).toEqual({ status: 'logged-out', loginFailed: false });
  });

  it('goes through logging-in to logged-in', () => {
    expect(run([{ type: 'restore-failed' }, { type: 'login-started' }]).status).toBe('logging-in');
    expect(run([{ type: 'restore-failed' }, { type: 'login-started' }, { type: 'login-succeeded', user }])).toEqual({
      status: 'logged-in',
      user,
      loginFailed: false,
    });
  });

  it('falls back to logged-out with the failure flag, which clears after it was shown', () => {
    const failed = run([{ type: 'restore-failed' }, { type: 'login-started' }, { type: 'login-failed' }]);
    expect(failed).toEqual({ status: 'logged-out', loginFailed: true });
    expect(sessionReducer(failed, { type: 'login-failure-shown' })).toEqual({ status: 'logged-out', loginFailed: false });
  });

  it('logs out without a failure flag and forgets the user', () => {
    expect(run([{ type: 'restored', user }, { type: 'logged-out' }])).toEqual({ status: 'logged-out', loginFailed: false });
  });
});
