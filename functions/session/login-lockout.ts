import { LOGIN_ATTEMPT_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_ATTEMPTS } from '../../shared/constants';
import { LoginAttemptEntity } from '../lib/entities/login-attempt';
import { TooManyRequestsError } from '../lib/errors';
import { conditionFailed } from '../lib/condition-failed';

/**
 * Per-username lockout of POST /login, kept in DynamoDB so every warm container sees the same
 * count: a username gets LOGIN_MAX_ATTEMPTS sign-in attempts per window, then waits LOGIN_LOCK_MS
 * from the last of them. An attempt is counted *before* Cognito checks the password, with a
 * conditional write, so concurrent guesses cannot slip past the limit between a check and a
 * count; a success clears the count, and an attempt Cognito did not judge (an outage) is given
 * back. Unknown usernames are counted and locked alike, so a lock tells nothing about whether a
 * user exists. The trade-off: more than LOGIN_MAX_ATTEMPTS simultaneous sign-ins of one username
 * would be refused too, which no person does.
 *
 * The answer while locked is 429 TooManyRequestsException with retryAfterSeconds: the console
 * shows 'Please check your information.' for any status but 200 (spec 1 section 8), so people
 * see what they saw before, while API clients can tell a lock (wait) from a wrong password (401).
 */
export type LoginAttempt = {
  /** The password was right: the username starts afresh. */
  succeeded(): Promise<void>;
  /** Cognito did not judge the password (an outage): the attempt does not count. */
  undecided(): Promise<void>;
};

const CONTENDED_TRIES = 3;

/** Counts an attempt for the username, or refuses it with 429 while the username is locked. */
export async function beginLoginAttempt(tenant: string, username: string, now = Date.now()): Promise<LoginAttempt> {
  const key = { tenant, username: username.normalize('NFC').toLowerCase() };
  const expiresAt = Math.ceil((now + Math.max(LOGIN_ATTEMPT_WINDOW_MS, LOGIN_LOCK_MS)) / 1000);
  for (let tries = 0; tries < CONTENDED_TRIES; tries++) {
    const { data } = await LoginAttemptEntity.get(key).go({ consistent: true });
    if (data && data.attempts >= LOGIN_MAX_ATTEMPTS && data.lastAttemptAt + LOGIN_LOCK_MS > now) {
      throw locked(data.lastAttemptAt + LOGIN_LOCK_MS - now);
    }
    const startsWindow = !data || data.windowStart + LOGIN_ATTEMPT_WINDOW_MS <= now || data.attempts >= LOGIN_MAX_ATTEMPTS;
    try {
      if (startsWindow) {
        // Conditioned on the window seen, so two requests cannot both open a fresh one.
        await LoginAttemptEntity.put({ ...key, attempts: 1, windowStart: now, lastAttemptAt: now, expiresAt })
          .where((a, { eq, notExists }) => (data ? eq(a.windowStart, data.windowStart) : notExists(a.attempts)))
          .go();
      } else {
        await LoginAttemptEntity.patch(key)
          .add({ attempts: 1 })
          .set({ lastAttemptAt: now, expiresAt })
          .where((a, { eq, lt }) => `${eq(a.windowStart, data.windowStart)} AND ${lt(a.attempts, LOGIN_MAX_ATTEMPTS)}`)
          .go();
      }
      return attemptOf(key);
    } catch (error) {
      // Another attempt for the same username changed the count first: read it again.
      if (!conditionFailed(error)) throw error;
    }
  }
  // Several attempts at once for one username are themselves a guessing pattern.
  throw locked(LOGIN_LOCK_MS);
}

function attemptOf(key: { tenant: string; username: string }): LoginAttempt {
  return {
    succeeded: async () => {
      await LoginAttemptEntity.delete(key).go();
    },
    undecided: async () => {
      await LoginAttemptEntity.patch(key)
        .subtract({ attempts: 1 })
        .where((a, { gt }) => gt(a.attempts, 0))
        .go()
        .catch((error: unknown) => {
          if (!conditionFailed(error)) throw error;
        });
    },
  };
}

function locked(lockLeftMs: number) {
  // A concurrent attempt may have been stamped a moment after this one's clock.
  const remainingMs = Math.min(LOGIN_LOCK_MS, lockLeftMs);
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return new TooManyRequestsError(
    `Too many sign-in attempts for this username. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.max(1, Math.ceil(remainingMs / 1000)),
  );
}
