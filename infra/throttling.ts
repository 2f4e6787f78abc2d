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

/** The requests the stage lets through in `seconds`, every caller together: a full bucket, then the rate. */
export function stageRequestsIn(seconds: number): number {
  return API_THROTTLE.burstLimit + API_THROTTLE.rateLimit * seconds;
}

/** WAF counts each address's requests over this window (it offers 60, 120, 300 or 600 seconds). */
export const EDGE_RATE_WINDOW_SECONDS = 300;

/**
 * The stage's bucket is every museum's: one address may spend at most this share of what it lets
 * through in a window, so it takes ten addresses at full speed, not one, to deny the others.
 */
const ADDRESS_SHARE_OF_STAGE = 10;

/**
 * Requests one client address may send to the API through CloudFront per window before WAF
 * answers 429 (`infra/edge-stack.ts`): 6,040 per 5 minutes, a tenth of the stage's 60,400. It
 * sits just above the visitor app's own allowance per address and museum (1,200 a minute,
 * 6,000 per 5 minutes), so a museum's Wi-Fi meets the app's 429 with its Retry-After first.
 */
export const EDGE_RATE_LIMIT = Math.floor(stageRequestsIn(EDGE_RATE_WINDOW_SECONDS) / ADDRESS_SHARE_OF_STAGE);
