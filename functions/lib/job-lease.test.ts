import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLease, JOB_HEARTBEAT_MS, JOB_LEASE_MS, leaseLapsed, leaseUntil } from './job-lease';

describe('a job lease', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lapses once its deadline passes, and a job stored without one holds none', () => {
    const now = 1_000_000;
    const until = leaseUntil(now);
    expect(until - now).toBe(JOB_LEASE_MS);
    expect(leaseLapsed(until, until - 1)).toBe(false);
    expect(leaseLapsed(until, until)).toBe(true);
    expect(leaseLapsed(undefined, now)).toBe(true);
  });

  it('beats often enough that several late or lost beats still keep it', () => {
    expect(JOB_LEASE_MS / JOB_HEARTBEAT_MS).toBeGreaterThanOrEqual(4);
  });

  it('renews at every beat until stopped', async () => {
    const renew = vi.fn(async () => true);
    const lease = holdLease(renew, 100);
    await vi.advanceTimersByTimeAsync(350);
    expect(renew).toHaveBeenCalledTimes(3);
    lease.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(3);
    expect(lease.lost).toBe(false);
  });

  it('is lost, and stops beating, once the job moved on without this run', async () => {
    const renew = vi.fn(async () => renew.mock.calls.length < 2);
    const lease = holdLease(renew, 100);
    await vi.advanceTimersByTimeAsync(150);
    expect(lease.lost).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(lease.lost).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('tries again at the next beat after a failed renewal, and never runs two renewals at once', async () => {
    let inFlight = 0;
    let most = 0;
    const renew = vi.fn(async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 250));
      inFlight--;
      if (renew.mock.calls.length === 1) throw new Error('network');
      return true;
    });
    const lease = holdLease(renew, 100);
    await vi.advanceTimersByTimeAsync(1000);
    lease.stop();
    expect(most).toBe(1);
    expect(renew.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(lease.lost).toBe(false);
  });
});
