import type { BatchEditCreate } from '../../../shared/schemas/batch-edit';
import type { RequestContext } from '../../lib/context';
import { checkChanges } from './batch-changes';
import { selectedIds } from './batch-selection';
import { importKind } from './kinds';

/**
 * What POST /api/batch-edits checks before anything is stored (issue 30): the changes against the
 * kind's fields and the museum's values, and the selection within its limit. Loaded by that call
 * alone: the kinds' fields and the search indexes are no part of the imports function's cold start.
 */
export async function editSelection(ctx: RequestContext, input: BatchEditCreate): Promise<{ ids: string[]; name: string }> {
  const { edit } = importKind(input.kind);
  if (!edit) throw new Error(`There is no batch edit of ${input.kind}.`);
  await checkChanges(ctx.tenant, edit.fields, input.changes);
  const ids = await selectedIds(ctx, input.kind, input.select);
  const labels = input.changes.map((change) => edit.fields.find((f) => f.field === change.field)?.label ?? change.field);
  return { ids, name: `Batch edit: ${labels.join(', ')}`.slice(0, 200) };
}
