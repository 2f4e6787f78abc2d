import { batchEditMessages as says, type BatchChange } from '../../../shared/schemas/batch-edit';
import { ValidationError } from '../../lib/errors';
import { valueLookups } from './cells';
import type { EditField } from './import-kind';

/**
 * A batch edit's changes (issue 30): checked once for the whole selection when it is asked for
 * (a field the kind edits, once each, add/remove only on a field of several values, a value where
 * one is needed, dropdown values the museum has), then applied to each record as its form would
 * send it. What a value must be beyond that is the form's schema's word, per record, in the preview.
 */
export async function checkChanges(tenant: string, fields: readonly EditField[], changes: readonly BatchChange[]): Promise<void> {
  const byName = new Map(fields.map((f) => [f.field, f]));
  const refuse = (i: number, message: string): never => {
    throw new ValidationError(message, { [`changes.${i}`]: message });
  };
  const seen = new Set<string>();
  changes.forEach((change, i) => {
    const field = byName.get(change.field);
    if (!field) return refuse(i, says.unknownField(change.field));
    if (seen.has(field.field)) refuse(i, says.twice(field.label));
    seen.add(field.field);
    if ((change.op === 'add' || change.op === 'remove') && !field.multi) refuse(i, says.singleValue(field.label));
    if (change.op !== 'clear' && (change.value === undefined || change.value === null || change.value === '')) refuse(i, says.valueRequired(field.label));
  });
  const typed = changes.flatMap((change, i) => {
    const type = byName.get(change.field)?.dropdownType;
    if (!type || change.op === 'clear') return [];
    return [{ i, type, label: byName.get(change.field)!.label, ids: (Array.isArray(change.value) ? change.value : [change.value]).map(String) }];
  });
  if (!typed.length) return;
  const { titles } = await valueLookups(tenant, [...new Set(typed.map((t) => t.type))]);
  for (const { i, label, ids } of typed) {
    const missing = ids.find((id) => !titles.has(id));
    if (missing !== undefined) refuse(i, says.unknownValue(label, missing));
  }
}

/** The fields the changes touch, as the record's form would send them after the changes (a cleared field left out, as an emptied cell). */
export function changedValues(form: Readonly<Record<string, unknown>>, changes: readonly BatchChange[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const { field, op, value } of changes) {
    const held = Array.isArray(form[field]) ? (form[field] as unknown[]) : [];
    if (op === 'set') patch[field] = value;
    else if (op === 'clear') patch[field] = undefined;
    else if (op === 'add') patch[field] = held.includes(value) ? held : [...held, value];
    else {
      const left = held.filter((v) => v !== value);
      patch[field] = left.length ? left : undefined;
    }
  }
  return patch;
}
