import { can } from '../../shared/permissions';
import { restoreArea } from '../../shared/restore-areas';
import type { RestoreBody, RestorePreview } from '../../shared/schemas/restore';
import type { RequestContext } from '../lib/context';
import { DataChangeEntity } from '../lib/entities/data-change';
import { ConflictError, ForbiddenError, NotFoundError, StaleVersionError, ValidationError } from '../lib/errors';
import { fieldChanges } from '../changes/field-changes';
import { withValueNames } from '../changes/value-names';
import { restoreKind, type Logged, type RestoreKind } from './restore-kinds';

/**
 * Restore from history (docs/restore.md): an object or record back to its state after a change of
 * the activity log (after a delete: its state before it), saved as a new version through the
 * record's own service, so its rules, counters, search and log apply as to a form's save.
 */
type Plan = { kind: RestoreKind; change: { id: string; timestamp: string; entityType: string; entityId: string }; state: Logged; current: Logged | undefined };

async function planRestore(ctx: RequestContext, id: string, at: string): Promise<Plan> {
  // The log's key is the change's time and id: another museum's change is simply not there.
  const { data: change } = await DataChangeEntity.get({ tenant: ctx.tenant, timestamp: new Date(at).toISOString(), id }).go({ consistent: true });
  if (!change) throw new NotFoundError(`There is no change ${id} at ${at}.`);
  const kind = restoreKind(change.entityType);
  const area = restoreArea(change.entityType);
  if (!kind || !area) throw new ValidationError(`A change of ${change.entityType} cannot be restored: only objects and records about objects can.`, { id: 'Only objects and records about objects can be restored.' });
  if (!can(ctx.grant, area, 'write')) throw new ForbiddenError();
  const state = (change.action === 'DELETE' ? change.oldValue : change.newValue) as Logged | undefined;
  // Whatever the log lacks cannot be made up: refuse rather than restore part of a record.
  const missing = kind.requiredKeys.filter((key) => state?.[key] === undefined || state[key] === null);
  if (!state || typeof state !== 'object' || missing.length || state.id !== change.entityId) {
    throw new ConflictError(`This change's entry does not hold the ${kind.label}'s whole state (${missing.join(', ') || 'id'} missing), so it cannot be restored.`);
  }
  const current = await kind.current(ctx.tenant, change.entityId);
  checkFiles(kind, state, current);
  return { kind, change, state, current };
}

/**
 * A save deletes from the file store the files it drops (and a delete its record's files), so a
 * state whose files today's record does not hold would come back pointing at nothing. Refused,
 * naming the fields; the files themselves are not in the log.
 */
function checkFiles(kind: RestoreKind, state: Logged, current: Logged | undefined) {
  const kept = new Set(current ? kind.files(current).flatMap(([, urls]) => urls) : []);
  const gone = kind.files(state).filter(([, urls]) => urls.some((url) => !kept.has(url)));
  if (!gone.length) return;
  const message = `Files of that state were deleted from the file store when they were removed, so the ${kind.label} cannot be restored as it was.`;
  throw new ConflictError(message, { fieldErrors: Object.fromEntries(gone.map(([field]) => [field, 'Its file was deleted from the file store since.'])) });
}

/** GET /api/data-changes/{id}/restore-preview: today's values against the change's, field by field. */
export async function restorePreview(ctx: RequestContext, id: string, at: string): Promise<RestorePreview> {
  const { change, state, current } = await planRestore(ctx, id, at);
  const [changes] = await withValueNames(ctx.tenant, change.entityType, [fieldChanges(current, state)]);
  return {
    changeId: change.id,
    timestamp: change.timestamp,
    entityType: change.entityType,
    entityId: change.entityId,
    version: current?.version ?? null,
    changes: changes ?? [],
  };
}

/** POST /api/data-changes/{id}/restore: at the version the preview showed, or 409. */
export async function restoreChange(ctx: RequestContext, id: string, at: string, body: RestoreBody) {
  const { kind, change, state, current } = await planRestore(ctx, id, at);
  if ((current?.version ?? null) !== body.version) throw new StaleVersionError(kind.label);
  const restoring = { entityType: change.entityType, entityId: change.entityId, changeId: change.id, timestamp: change.timestamp };
  const saved = await kind.save({ ...ctx, restoring }, state, current);
  return { entityType: change.entityType, entityId: change.entityId, version: saved.version };
}
