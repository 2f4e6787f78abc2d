/**
 * API Gateway stage throttling (token bucket, for the whole API across all callers): requests
 * beyond it get 429 before any Lambda runs, so a flood costs neither invocations nor DynamoDB
 * capacity. The figures leave a museum's busiest day far inside them.
 */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/**
 * Tighter limits on single routes, by served route key. Sign-in is the target of password
 * guessing; the per-username lockout in DynamoDB stops guessing one account, this stops a
 * spray across accounts and tenants.
 */
export const ROUTE_THROTTLES: Readonly<Record<string, { readonly rateLimit: number; readonly burstLimit: number }>> = {
  'POST /api/login': { rateLimit: 10, burstLimit: 20 },
};
