import { randomUUID } from 'node:crypto';
import type { GatewayDto } from '../../shared/schemas/gateway';
import { gatewaySilent } from '../../shared/visitor-app/beacon-health';
import { loggable, writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { GatewayEntity, type GatewayItem } from '../lib/entities/gateway';
import { ConflictError, NotFoundError, StaleVersionError } from '../lib/errors';
import { hashSecret, keyHint, newSecret } from '../lib/secret-keys';

/**
 * The museum's beacon gateways (Beacons -> Gateways). A gateway's key is `<gateway id>.<secret>`:
 * the id finds the gateway in one GetItem, the secret is checked against its SHA-256. The key is
 * in the answer that makes it and nowhere else; rotating makes a new one and the old stops.
 */
const ENTITY_TYPE = 'gateway';
const WRITES = { gateway: GatewayEntity };

const toDto = (g: GatewayItem): GatewayDto => ({
  id: g.id,
  name: g.name,
  createdAt: g.createdAt ?? '',
  lastSeenAt: g.lastSeenAt ?? null,
  revokedAt: g.revokedAt ?? null,
  keyHint: g.keyHint,
  silent: gatewaySilent(g, Date.now()),
});
/** The change log shows a gateway's name and state, never its key's hash. */
const logged = (g: GatewayItem) => ({ ...loggable(g), keyHash: undefined });

function newKey(id: string) {
  const key = `${id}.${newSecret()}`;
  return { key, keyHash: hashSecret(key), keyHint: keyHint(key) };
}

async function readGateway(tenant: string, id: string): Promise<GatewayItem> {
  const { data } = await GatewayEntity.get({ tenant, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no gateway ${id}.`);
  return data;
}

export async function listGateways(ctx: RequestContext): Promise<GatewayDto[]> {
  // A museum has a handful of gateways: one Query of their partition.
  const { data } = await GatewayEntity.query.byId({ tenant: ctx.tenant }).go({ pages: 'all', consistent: true });
  return data.map(toDto).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.name.localeCompare(b.name));
}

export async function createGateway(ctx: RequestContext, input: { name: string }) {
  const id = randomUUID();
  const { key, ...stored } = newKey(id);
  const item = { tenant: ctx.tenant, id, name: input.name, ...stored, version: 1, createdAt: new Date().toISOString() } as GatewayItem;
  await writeWithLog(ctx, [{ action: 'CREATE', entityType: ENTITY_TYPE, entityId: id, newValue: logged(item) }], WRITES, (e) => [e.gateway.create(item).commit()]);
  return { gateway: toDto(item), key };
}

/** Changes a gateway at the version read, with the change log. */
async function updateGateway(ctx: RequestContext, current: GatewayItem, changes: Partial<GatewayItem>): Promise<GatewayItem> {
  const next = { ...current, ...changes, version: current.version + 1 };
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: current.id, oldValue: logged(current), newValue: logged(next) }],
    WRITES,
    (e) => [e.gateway.put(next).where(({ version }, { eq }) => eq(version, current.version)).commit()],
    () => new StaleVersionError('gateway'),
  );
  return next;
}

export async function rotateGatewayKey(ctx: RequestContext, id: string) {
  const current = await readGateway(ctx.tenant, id);
  if (current.revokedAt) throw new ConflictError('This gateway is revoked: register a new one.');
  const { key, ...stored } = newKey(id);
  const next = await updateGateway(ctx, current, stored);
  return { gateway: toDto(next), key };
}

export async function revokeGateway(ctx: RequestContext, id: string) {
  const current = await readGateway(ctx.tenant, id);
  if (current.revokedAt) return toDto(current);
  return toDto(await updateGateway(ctx, current, { revokedAt: new Date().toISOString() }));
}
