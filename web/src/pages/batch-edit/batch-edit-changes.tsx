import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import type { BatchChange, BatchEditKind, BatchEditOp } from '../../../../shared/schemas/batch-edit';
import { DayPicker } from '../../components/forms/day-picker';
import { translateKnown } from '../../i18n/known-text';
import { useT, type Translate } from '../../i18n/use-t';
import type { ObjectDropdowns } from '../objects/form/use-object-dropdowns';
import { useFieldLabel } from '../imports/use-field-label';
import { editableFields, opsOf, type EditableField } from './batch-edit-fields';

/** One change as it is being chosen: a switch's value is `true`/`false`, a multi-value set a list of ids. */
export type ChangeRow = { field: string; op: BatchEditOp; value: string | string[] | boolean };

export const NEW_CHANGE: ChangeRow = { field: '', op: 'set', value: '' };

const fieldOf = (kind: BatchEditKind, name: string) => editableFields(kind).find((f) => f.name === name);

/** What is still missing before the change can be previewed: its field, or a value to set, add or remove. */
export function missingOf(row: ChangeRow): 'field' | 'value' | undefined {
  if (!row.field) return 'field';
  if (row.op === 'clear' || typeof row.value === 'boolean') return undefined;
  return (Array.isArray(row.value) ? row.value.length : row.value.trim().length) ? undefined : 'value';
}

/** The change as POST /api/batch-edits takes it: numbers as numbers, dropdown values by id, as the forms send them. */
export function toChange(kind: BatchEditKind, row: ChangeRow): BatchChange {
  if (row.op === 'clear') return { field: row.field, op: 'clear' };
  const number = fieldOf(kind, row.field)?.kind === 'number' && typeof row.value === 'string';
  return { field: row.field, op: row.op, value: number ? Number(row.value) : typeof row.value === 'string' ? row.value.trim() : row.value };
}

/** A field's values to choose from; an object's category is a value under its classification, named with it. */
function valueOptions(field: EditableField, dropdowns: ObjectDropdowns, t: Translate): SelectProps.Option[] {
  if (field.kind === 'choice') return (field.options ?? []).map((o) => ({ value: o, label: o }));
  if (field.dropdownType === 'category') {
    return dropdowns.of('classification').flatMap((c) => (c.children ?? []).map((v) => ({ value: v.id, label: translateKnown(t, v.title), description: translateKnown(t, c.title) })));
  }
  return dropdowns.of(field.dropdownType ?? '').map((v) => ({ value: v.id, label: translateKnown(t, v.title) }));
}

/** Filtering in a long list of values, as the forms' selects have it. */
type OptionTexts = { filteringType: 'auto'; filteringAriaLabel: string; filteringPlaceholder: string; noMatch: string };

type Props = { kind: BatchEditKind; rows: ChangeRow[]; onChange: (rows: ChangeRow[]) => void; showErrors: boolean; dropdowns: ObjectDropdowns };

/** The changes of a batch edit: per row a field, what to do with it, and its new value, chosen as the field's form chooses it. */
export function BatchChanges({ kind, rows, onChange, showErrors, dropdowns }: Props) {
  const t = useT();
  const labelOf = useFieldLabel(kind);
  const fields = editableFields(kind);
  const setRow = (index: number, change: Partial<ChangeRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const fieldOption = (f: EditableField): SelectProps.Option => ({ value: f.name, label: labelOf(f.name), disabled: rows.some((r) => r.field === f.name) });
  // An object's fields under their form steps, as the form shows them.
  const groups = [...new Set(fields.map((f) => f.group))];
  const fieldOptions: SelectProps.Options = groups[0] ? groups.map((group) => ({ label: t(group!), options: fields.filter((f) => f.group === group).map(fieldOption) })) : fields.map(fieldOption);
  const optionTexts: OptionTexts = { filteringType: 'auto', filteringAriaLabel: t('objectForm.options.filter'), filteringPlaceholder: t('objectForm.options.filter'), noMatch: t('objectForm.options.noMatch') };
  const errorOf = (row: ChangeRow) => {
    const missing = showErrors ? missingOf(row) : undefined;
    return missing === 'field' ? t('batchEdit.needsField') : missing === 'value' ? t('batchEdit.needsValue') : undefined;
  };

  return (
    <AttributeEditor
      data-testid="batch-edit-changes"
      items={rows}
      addButtonText={t('batchEdit.addChange')}
      removeButtonText={t('batchEdit.removeChange')}
      empty={t('batchEdit.noChanges')}
      disableAddButton={rows.length >= fields.length}
      onAddButtonClick={() => onChange([...rows, NEW_CHANGE])}
      onRemoveButtonClick={({ detail }) => onChange(rows.filter((_, i) => i !== detail.itemIndex))}
      definition={[
        {
          label: t('batchEdit.field'),
          errorText: (row) => errorOf(row),
          control: (row, index) => (
            <Select
              data-testid={`batch-edit-field-${index}`}
              ariaLabel={t('batchEdit.fieldOfRow', { row: index + 1 })}
              placeholder={t('batchEdit.chooseField')}
              selectedOption={row.field ? { value: row.field, label: labelOf(row.field) } : null}
              options={fieldOptions}
              {...optionTexts}
              onChange={({ detail }) => {
                const field = fieldOf(kind, detail.selectedOption.value ?? '');
                setRow(index, { field: field?.name ?? '', op: 'set', value: field?.kind === 'boolean' ? true : field?.kind === 'refs' ? [] : '' });
              }}
            />
          ),
        },
        {
          label: t('batchEdit.op'),
          control: (row, index) => {
            const field = fieldOf(kind, row.field);
            const opOption = (op: BatchEditOp) => ({ value: op, label: t(`batchEdit.op.${op}`) });
            return (
              <Select
                data-testid={`batch-edit-op-${index}`}
                ariaLabel={t('batchEdit.opOfRow', { row: index + 1 })}
                disabled={!field}
                selectedOption={opOption(row.op)}
                options={(field ? opsOf(field) : ['set' as const]).map(opOption)}
                // Setting several values takes a list; adding or removing one takes one.
                onChange={({ detail }) => {
                  const op = detail.selectedOption.value as BatchEditOp;
                  setRow(index, { op, value: field?.kind === 'refs' ? (op === 'set' ? [] : '') : row.value });
                }}
              />
            );
          },
        },
        {
          label: t('batchEdit.value'),
          control: (row, index) => {
            const field = fieldOf(kind, row.field);
            if (!field || row.op === 'clear') return null;
            return <ValueControl field={field} row={row} index={index} onChange={(value) => setRow(index, { value })} options={() => valueOptions(field, dropdowns, t)} optionTexts={optionTexts} />;
          },
        },
      ]}
    />
  );
}

type ValueProps = {
  field: EditableField;
  row: ChangeRow;
  index: number;
  onChange: (value: ChangeRow['value']) => void;
  options: () => SelectProps.Option[];
  optionTexts: OptionTexts;
};

function ValueControl({ field, row, index, onChange, options, optionTexts }: ValueProps) {
  const t = useT();
  const ariaLabel = t('batchEdit.valueOfRow', { row: index + 1 });
  const testId = `batch-edit-value-${index}`;
  const text = typeof row.value === 'string' ? row.value : '';
  switch (field.kind) {
    case 'boolean': {
      const on = { value: 'true', label: t('batchEdit.on') };
      const off = { value: 'false', label: t('batchEdit.off') };
      return <Select data-testid={testId} ariaLabel={ariaLabel} selectedOption={row.value === true ? on : off} options={[on, off]} onChange={({ detail }) => onChange(detail.selectedOption.value === 'true')} />;
    }
    case 'date':
      return (
        <div data-testid={testId}>
          <DayPicker controlId={testId} value={text} onChange={onChange} />
        </div>
      );
    case 'longText':
      return <Textarea ariaLabel={ariaLabel} value={text} rows={2} onChange={({ detail }) => onChange(detail.value)} nativeTextareaAttributes={{ 'data-testid': testId, dir: 'auto' }} />;
    case 'ref':
    case 'choice':
    case 'refs': {
      const all = options();
      const shown = (value: string) => all.find((o) => o.value === value) ?? { value, label: value };
      if (Array.isArray(row.value)) {
        return (
          <Multiselect
            data-testid={testId}
            ariaLabel={ariaLabel}
            placeholder={t('objectForm.chooseMany')}
            selectedOptions={row.value.map(shown)}
            options={all}
            {...optionTexts}
            onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value ?? ''))}
          />
        );
      }
      return (
        <Select
          data-testid={testId}
          ariaLabel={ariaLabel}
          placeholder={t('objectForm.choose')}
          selectedOption={text ? shown(text) : null}
          options={all}
          {...optionTexts}
          onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
        />
      );
    }
    default:
      return (
        <Input
          ariaLabel={ariaLabel}
          type={field.kind === 'number' ? 'number' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={({ detail }) => onChange(detail.value)}
          nativeInputAttributes={{ 'data-testid': testId, dir: field.kind === 'number' ? 'ltr' : 'auto' }}
        />
      );
  }
}
