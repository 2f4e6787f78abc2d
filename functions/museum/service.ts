import type { Museum, MuseumUpdate } from '../../shared/schemas/museum';
import { writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { TenantEntity } from '../lib/entities/tenant';
import { forgetRegistryCache, type RegistryTenant } from '../lib/tenants';

const ENTITY_TYPE = 'museum';

function toDto(registry: RegistryTenant): Museum {
  return { slug: registry.slug, name: registry.name, timeZone: registry.timeZone, features: [...registry.features] };
}

/** The caller's museum, from the registry entry their token was verified against. */
export async function getMuseum(ctx: RequestContext) {
  return toDto(ctx.registry);
}

/**
 * Changes the museum's time zone, logged like any change. Counters are kept per UTC day and hour,
 * so the activity log's days move to the new zone at once. Other warm functions keep the
 * registry entry up to a minute (tenants.ts), so they follow within that.
 */
export async function updateMuseum(ctx: RequestContext, input: MuseumUpdate) {
  const before = ctx.registry.timeZone;
  if (input.timeZone !== before) {
    await writeWithLog(
      ctx,
      [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: ctx.tenant, oldValue: { timeZone: before }, newValue: { timeZone: input.timeZone } }],
      { tenant: TenantEntity },
      (e) => [e.tenant.patch({ slug: ctx.tenant }).set({ timeZone: input.timeZone }).commit()],
    );
    forgetRegistryCache();
  }
  return toDto({ ...ctx.registry, timeZone: input.timeZone });
}
