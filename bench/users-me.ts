import type { LocalStack } from '../infra/local/stack';
import { Api, tenantHost } from '../test/support/api';
import { ms, percentile, table, timed } from './stats';

const CALLS = 500;
const WARMUP = 50;

/**
 * GET /api/users/me through the local gateway (token verification, registry, profile and group
 * reads, JSON) beside the two bare GetItems it performs, in the same run.
 */
export async function benchUsersMe(stack: LocalStack): Promise<string> {
  const api = await new Api(stack.port, tenantHost('localhost', stack.port)).login(stack.adminUsername, stack.adminPassword);
  const me = (await api.get('/api/users/me')).body as { id: string; userGroup: { id: string } };

  // The functions' own client and the exact keys the entities read (loaded after the stack set
  // the handlers' environment), so the ratio is what the gateway and the handler add.
  const { dynamo } = await import('../functions/lib/aws');
  const { GetCommand } = await import('../functions/lib/dynamodb/commands');
  const { entities } = await import('../functions/lib/entities');
  const userKey = entities.user.get({ tenant: 'localhost', id: me.id }).params<{ Key: Record<string, string> }>().Key;
  const groupKey = entities.userGroup.get({ tenant: 'localhost', id: me.userGroup.id }).params<{ Key: Record<string, string> }>().Key;
  const bareRead = async () => {
    const user = await dynamo.send<{ Item?: unknown }>(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: userKey }));
    const group = await dynamo.send<{ Item?: unknown }>(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: groupKey }));
    if (!user.Item || !group.Item) throw new Error('the bare reads found nothing: the key layout changed');
  };

  for (let i = 0; i < WARMUP; i++) {
    await api.get('/api/users/me');
    await bareRead();
  }
  const gateway: number[] = [];
  const bare: number[] = [];
  // Interleaved, so both see the same machine load.
  for (let i = 0; i < CALLS; i++) {
    gateway.push(await timed(() => api.get('/api/users/me')));
    bare.push(await timed(bareRead));
  }
  const ratio = percentile(gateway, 50) / percentile(bare, 50);
  return [
    `GET /api/users/me through the local gateway, ${CALLS} calls (budget: p50 at most 2x the bare reads)`,
    table([
      ['path', 'p50', 'p95'],
      ['gateway GET /api/users/me', ms(percentile(gateway, 50)), ms(percentile(gateway, 95))],
      ['bare reads (user + group GetItem)', ms(percentile(bare, 50)), ms(percentile(bare, 95))],
    ]),
    `ratio p50: ${ratio.toFixed(2)}x ${ratio <= 2 ? 'ok' : 'OVER'}`,
  ].join('\n');
}
