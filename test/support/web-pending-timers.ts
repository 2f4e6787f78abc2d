import { afterAll } from 'vitest';

/**
 * Setup file of the web suite: the timers a test file leaves pending are cleared when its last test
 * has run. Cloudscape's flash messages enter through a 115 ms `setTimeout`
 * (`TIMEOUT_FOR_ENTERING_ANIMATION`) that unmounting does not clear; one that fires after the file's
 * happy-dom window is gone makes React read `window` and vitest fail the whole run with an
 * unhandled "window is not defined" (seen in CI after a test that ends on a flash). Nothing a test
 * asserts can still depend on such a timer.
 */
const pending = new Set<ReturnType<typeof setTimeout>>();
const { setTimeout: schedule, clearTimeout: cancel } = globalThis;

globalThis.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  const handle = schedule(() => {
    pending.delete(handle);
    callback(...args);
  }, delay);
  pending.add(handle);
  return handle;
}) as typeof setTimeout;

globalThis.clearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
  if (handle !== undefined) pending.delete(handle);
  cancel(handle);
}) as typeof clearTimeout;

afterAll(() => {
  for (const handle of pending) cancel(handle);
  pending.clear();
});
