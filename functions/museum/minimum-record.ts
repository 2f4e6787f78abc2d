import type { MinimumRecordUpdate } from '../../shared/schemas/minimum-record';
import { writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { MinimumRecordEntity } from '../lib/entities/minimum-record';
import { chosenFields, inCandidateOrder, minimumRecordOf } from '../catalogue/minimum-record/choice';

const ENTITY_TYPE = 'minimumRecord';

export async function getMinimumRecord(ctx: RequestContext) {
  return minimumRecordOf(await chosenFields(ctx.tenant));
}

/**
 * Sets the museum's minimum record, logged like any change. No counter moves: the dashboard keeps
 * objects per pattern of fields present, which serves every choice (docs/dashboard.md).
 */
export async function updateMinimumRecord(ctx: RequestContext, input: MinimumRecordUpdate) {
  const before = await chosenFields(ctx.tenant);
  const fields = inCandidateOrder(input.fields);
  if (fields.join() !== before.join()) {
    await writeWithLog(
      ctx,
      [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: ctx.tenant, oldValue: { fields: before }, newValue: { fields } }],
      { minimumRecord: MinimumRecordEntity },
      (e) => [e.minimumRecord.put({ tenant: ctx.tenant, fields }).commit()],
    );
  }
  return minimumRecordOf(fields);
}
