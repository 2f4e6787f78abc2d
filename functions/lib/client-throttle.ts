import { ClientRequestsEntity } from './entities/client-requests';
import { TooManyRequestsError } from './errors';

/**
 * Per client address limits on a museum's public routes (the visitor app). API Gateway's HTTP API
 * throttles a route for all callers together, and the edge's WAF rule counts an address across
 * every museum (infra/edge-stack.ts); so each request adds one to a counter item per (museum,
 * address, minute), one UpdateItem that every container sees, and is refused with 429 past the
 * limit until the minute ends. A request CloudFront answers from its cache never reaches here and
 * costs nothing.
 */
export async function countClientRequest(tenant: string, address: string, perMinute: number, now = Date.now()): Promise<void> {
  const minute = Math.floor(now / 60_000);
  const { data } = await ClientRequestsEntity.update({ tenant, address, minute })
    .add({ count: 1 })
    .set({ expiresAt: (minute + 2) * 60 })
    .go({ response: 'updated_new' });
  if ((data.count ?? 0) > perMinute) {
    const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
    throw new TooManyRequestsError(`Too many requests from this address. Try again in ${retryAfter} seconds.`, retryAfter);
  }
}
