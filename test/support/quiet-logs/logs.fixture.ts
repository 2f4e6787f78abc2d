import { expect, inject, it } from 'vitest';
import { logger } from '../../../functions/lib/logger';

/** A request the gateway's handler refuses for want of a token, logging a line that names its route. */
async function refusedThroughStack(path: string): Promise<number> {
  const res = await fetch(`http://localhost:${inject('gatewayPort')}${path}`);
  await res.arrayBuffer();
  return res.status;
}

it('passes, having logged in the stack and in the worker', async () => {
  logger.warn('worker line of the passing test');
  expect(await refusedThroughStack('/api/users/me')).toBe(401);
});

it('fails, having logged in the stack and in the worker', async () => {
  logger.warn('worker line of the failing test');
  expect(await refusedThroughStack('/api/languages')).toBe(401);
  expect('the failure the mechanism test looks for').toBe('');
});
