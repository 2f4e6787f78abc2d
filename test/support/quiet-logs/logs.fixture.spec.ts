import { expect, test, type APIRequestContext } from '@playwright/test';

/** The status of a request the gateway's handler refuses for want of a token, logging a line that names its route. */
async function refusedThroughStack(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(`http://localhost:${process.env.QUIET_LOGS_PORT}${path}`)).status();
}

test('passes, having logged in the stack and printed to the console', async ({ request }) => {
  console.log('console line of the passing test');
  expect(await refusedThroughStack(request, '/api/users/me')).toBe(401);
});

test('fails, having logged in the stack and printed to the console', async ({ request }) => {
  console.log('console line of the failing test');
  expect(await refusedThroughStack(request, '/api/languages')).toBe(401);
  expect('the failure the mechanism test looks for').toBe('');
});
