import { RECORD_TYPES, type RecordType } from '../../../../shared/records/record-types';
import type { BatchEditKind, BatchEditOp } from '../../../../shared/schemas/batch-edit';
import {
  OBJECT_BOOLEAN_FIELDS,
  OBJECT_DATE_FIELDS,
  OBJECT_INTEGER_FIELDS,
  OBJECT_LINK_FIELDS,
  OBJECT_LONG_TEXT_FIELDS,
  OBJECT_MULTI_REFS,
  OBJECT_NUMBER_FIELDS,
  OBJECT_SINGLE_REFS,
  OBJECT_STEPS,
  OBJECT_TEXT_FIELDS,
} from '../../../../shared/schemas/object-fields';
import type { MessageId } from '../../i18n/message-ids';
import { STEP_TITLES, type StepId } from '../objects/form/object-steps';

/** How a field's new value is chosen: as its form chooses it. */
export type EditableKind = 'text' | 'longText' | 'number' | 'boolean' | 'date' | 'ref' | 'refs' | 'choice';

export type EditableField = {
  name: string;
  kind: EditableKind;
  dropdownType?: string;
  options?: readonly string[];
  /** The form step the field is on (objects), so the field list reads as the form does. */
  group?: MessageId;
};

const has = (list: readonly string[], name: string) => list.includes(name);

function objectFieldKind(name: string): Omit<EditableField, 'name'> | undefined {
  if (has(OBJECT_TEXT_FIELDS, name) || has(OBJECT_LINK_FIELDS, name)) return { kind: 'text' };
  if (has(OBJECT_LONG_TEXT_FIELDS, name)) return { kind: 'longText' };
  if (has(OBJECT_INTEGER_FIELDS, name) || has(OBJECT_NUMBER_FIELDS, name)) return { kind: 'number' };
  if (has(OBJECT_BOOLEAN_FIELDS, name)) return { kind: 'boolean' };
  if (has(OBJECT_DATE_FIELDS, name)) return { kind: 'date' };
  if (name in OBJECT_SINGLE_REFS) return { kind: 'ref', dropdownType: OBJECT_SINGLE_REFS[name as keyof typeof OBJECT_SINGLE_REFS] };
  if (name in OBJECT_MULTI_REFS) return { kind: 'refs', dropdownType: OBJECT_MULTI_REFS[name as keyof typeof OBJECT_MULTI_REFS] };
  // The inventory number is each object's own; images, other dimensions and details are edited one object at a time.
  return undefined;
}

/** An object's fields a batch edit changes, in the form's order, each once (Publishing House is on two steps). */
const OBJECT_EDITABLE: readonly EditableField[] = (Object.keys(OBJECT_STEPS) as StepId[])
  .flatMap((step) => OBJECT_STEPS[step].map((name) => ({ name, step })))
  .filter(({ name }, index, all) => all.findIndex((f) => f.name === name) === index)
  .flatMap(({ name, step }) => {
    const kind = objectFieldKind(name);
    return kind ? [{ name, ...kind, group: STEP_TITLES[step] }] : [];
  });

/** A record's fields a batch edit changes: all but its files and its report id (each record's own). */
function recordEditable(type: RecordType): EditableField[] {
  return type.fields
    .filter((f) => f.kind !== 'images' && f.kind !== 'documents' && f.name !== 'reportId')
    .map((f) => ({ name: f.name, kind: f.kind as EditableKind, dropdownType: f.dropdownType, options: f.options }));
}

const RECORD_BY_KIND = Object.fromEntries(Object.values(RECORD_TYPES).map((type) => [type.path, type])) as Record<string, RecordType>;

export function editableFields(kind: BatchEditKind): readonly EditableField[] {
  return kind === 'objects' ? OBJECT_EDITABLE : recordEditable(RECORD_BY_KIND[kind]);
}

/** Set and clear for every field; add and remove a value for the multi-value ones; a switch is set on or off. */
export function opsOf(field: EditableField): BatchEditOp[] {
  if (field.kind === 'boolean') return ['set'];
  return field.kind === 'refs' ? ['set', 'clear', 'add', 'remove'] : ['set', 'clear'];
}
