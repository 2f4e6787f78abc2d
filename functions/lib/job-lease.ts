import { logger } from './logger';

/**
 * A job's lease: the worker running a job renews a deadline on the job's item while it works.
 * A job whose deadline passed has no live worker (killed, timed out, its event lost), so its
 * owner may resume it (`functions/imports/service.ts`). The figures are in docs/design.md,
 * "Jobs never stick"; the tests shorten them by configuration.
 */

/**
 * How long a claim holds without a heartbeat: long enough that a busy event loop (a block of
 * 500 rows judged, an .xlsx page parsed) never misses it, short enough that a dead job shows as
 * stalled while its owner is still looking at the page.
 */
export const JOB_LEASE_MS = Number(process.env.JOB_LEASE_MS ?? 90_000);
/** Six beats per lease: five may be lost or late before the job reads as stalled. */
export const JOB_HEARTBEAT_MS = Number(process.env.JOB_HEARTBEAT_MS ?? Math.round(JOB_LEASE_MS / 6));
for (const [name, value] of [['JOB_LEASE_MS', JOB_LEASE_MS], ['JOB_HEARTBEAT_MS', JOB_HEARTBEAT_MS]] as const) {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, not ${value}`);
}

/** The deadline a claim or a heartbeat made at `now` sets. */
export const leaseUntil = (now = Date.now()) => now + JOB_LEASE_MS;

/** No live worker holds the job: its deadline passed, or it never had one (stored before leases). */
export const leaseLapsed = (until: number | undefined, now = Date.now()) => until === undefined || until <= now;

export type Lease = {
  /** True once a renewal found the job moved on without this run (resumed, failed, finished elsewhere). */
  readonly lost: boolean;
  stop(): void;
};

/**
 * Renews the lease every `intervalMs` until stopped. `renew` answers false when the job is no
 * longer this run's: the lease is then lost and the run stops at its next step. A renewal that
 * fails (a network error) is tried again at the next beat; one in flight is never doubled.
 */
export function holdLease(renew: () => Promise<boolean>, intervalMs = JOB_HEARTBEAT_MS): Lease {
  let lost = false;
  let inFlight = false;
  const timer = setInterval(() => {
    if (inFlight || lost) return;
    inFlight = true;
    renew()
      .then((held) => {
        if (held) return;
        lost = true;
        clearInterval(timer);
      })
      .catch((error: unknown) => logger.warn('A job heartbeat failed; the next beat tries again', { error: error as Error }))
      .finally(() => {
        inFlight = false;
      });
  }, intervalMs);
  // The beat never keeps a process alive on its own.
  timer.unref();
  return {
    get lost() {
      return lost;
    },
    stop: () => clearInterval(timer),
  };
}
