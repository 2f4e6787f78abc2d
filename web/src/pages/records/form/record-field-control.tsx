import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { useState, type ReactNode } from 'react';
import { QUERY_ERROR_MS } from '../../../../../shared/constants';
import { RECORD_LONG_TEXT_MAX, RECORD_TEXT_MAX, type RecordField, type RecordType } from '../../../../../shared/records/record-types';
import { DayPicker } from '../../../components/forms/day-picker';
import { FieldLabel } from '../../../components/forms/required-label';
import { translateKnown } from '../../../i18n/known-text';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useNotifications } from '../../../notifications/notifications-context';
import type { ObjectDropdowns } from '../../objects/form/use-object-dropdowns';
import { fieldLabel } from '../list/record-columns';
import type { RecordFormFile } from './record-form-values';

export type UploadFile = (field: RecordField, file: File) => Promise<RecordFormFile>;

type Props = {
  type: RecordType;
  field: RecordField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled: boolean;
  /** The form refuses a save with this field empty (by its checks): the label is marked and the control says so. */
  required: boolean;
  dropdowns: ObjectDropdowns;
  upload: UploadFile;
  /** Beside the input: the report id's auto-fill button. */
  secondary?: ReactNode;
  /** A saved file goes only after 'Yes & Save' (spec 2 section 4): the form asks, then saves. */
  onRemoveSaved: (field: RecordField, file: RecordFormFile) => void;
};

export const recordControlId = (field: string) => `record-${field}`;

/** One field of a record form, drawn by its kind (shared/records/record-types.ts). */
export function RecordFieldControl({ type, field, value, onChange, error, disabled, required, dropdowns, upload, secondary, onRemoveSaved }: Props) {
  const t = useT();
  const controlId = recordControlId(field.name);
  const label = field.unit ? `${t(fieldLabel(type, field.name))} (${field.unit})` : t(fieldLabel(type, field.name));
  const text = typeof value === 'string' ? value : '';
  const options = () => dropdowns.of(field.dropdownType ?? '').map((v) => ({ value: v.id, label: translateKnown(t, v.title) }));
  const counter = (max: number) => t('objectForm.counter', { count: text.length, max });

  let control: ReactNode;
  switch (field.kind) {
    case 'longText':
      control = <Textarea controlId={controlId} ariaRequired={required} value={text} onChange={({ detail }) => onChange(detail.value)} disabled={disabled} rows={4} />;
      break;
    case 'number':
      control = <Input controlId={controlId} ariaRequired={required} type="number" inputMode="decimal" value={text} onChange={({ detail }) => onChange(detail.value)} disabled={disabled} />;
      break;
    case 'boolean':
      control = <Toggle controlId={controlId} checked={value === true} onChange={({ detail }) => onChange(detail.checked)} disabled={disabled} />;
      break;
    case 'date':
      control = <DayPicker controlId={controlId} ariaRequired={required} value={text} onChange={onChange} disabled={disabled} />;
      break;
    case 'ref':
    case 'choice': {
      const choices = field.kind === 'ref' ? options() : (field.options ?? []).map((o) => ({ value: o, label: o }));
      control = (
        <Select
          controlId={controlId}
          ariaRequired={required}
          selectedOption={choices.find((o) => o.value === text) ?? null}
          options={[{ value: '', label: t('recordForm.none') }, ...choices]}
          filteringType="auto"
          placeholder={t('objectForm.choose')}
          onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
          disabled={disabled}
        />
      );
      break;
    }
    case 'refs': {
      const all = options();
      const ids = (value as string[]) ?? [];
      control = (
        <Multiselect
          controlId={controlId}
          ariaRequired={required}
          selectedOptions={all.filter((o) => ids.includes(o.value))}
          options={all}
          filteringType="auto"
          placeholder={t('objectForm.chooseMany')}
          onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value!))}
          disabled={disabled}
        />
      );
      break;
    }
    case 'images':
    case 'documents':
      control = <FilesControl field={field} files={(value as RecordFormFile[]) ?? []} onChange={onChange} disabled={disabled} upload={upload} onRemoveSaved={onRemoveSaved} />;
      break;
    default:
      control = <Input controlId={controlId} ariaRequired={required} value={text} onChange={({ detail }) => onChange(detail.value)} disabled={disabled} />;
  }
  return (
    <FormField
      label={<FieldLabel text={label} required={required} />}
      controlId={controlId}
      errorText={error}
      stretch={field.kind === 'longText' || field.kind === 'images' || field.kind === 'documents'}
      constraintText={field.kind === 'longText' ? counter(RECORD_LONG_TEXT_MAX) : field.kind === 'text' && text.length > RECORD_TEXT_MAX - 40 ? counter(RECORD_TEXT_MAX) : undefined}
      secondaryControl={secondary}
    >
      <div data-testid={controlId}>{control}</div>
    </FormField>
  );
}

/**
 * An upload field: images (scaled to 400 px) or documents, up to the field's limit (spec 2 sections
 * 5 and 9), each uploaded at once into the type's own folder; the record's save keeps the list.
 */
function FilesControl({
  field,
  files,
  onChange,
  disabled,
  upload,
  onRemoveSaved,
}: {
  field: RecordField;
  files: RecordFormFile[];
  onChange: (v: unknown) => void;
  disabled: boolean;
  upload: UploadFile;
  onRemoveSaved: Props['onRemoveSaved'];
}) {
  const t = useT();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState(false);
  const max = field.max ?? 20;
  const add = async (chosen: File[]) => {
    const room = max - files.length;
    if (chosen.length > room) notify({ type: 'error', header: (t) => t('recordForm.files.tooMany', { max }), durationMs: QUERY_ERROR_MS });
    setBusy(true);
    let next = files;
    for (const file of chosen.slice(0, Math.max(0, room))) {
      try {
        next = [...next, await upload(field, file)];
        onChange(next);
      } catch {
        notify({ type: 'error', header: (t) => t('objectForm.media.uploadFailed'), content: file.name, durationMs: QUERY_ERROR_MS });
      }
    }
    setBusy(false);
  };
  return (
    <SpaceBetween size="xs">
      {!disabled && !busy && files.length < max && (
        <FileInput value={[]} multiple accept={field.kind === 'images' ? 'image/*' : 'application/pdf,image/*'} onChange={({ detail }) => void add(detail.value)}>
          {field.kind === 'images' ? t('objectForm.media.chooseList') : t('recordForm.files.choose')}
        </FileInput>
      )}
      {busy && <Box color="text-status-info">{t('recordForm.files.uploading')}</Box>}
      {files.map((file) => (
        <SpaceBetween key={file.uid} direction="horizontal" size="xs" alignItems="center">
          {field.kind === 'images' ? <img src={file.url} alt={file.name} style={{ height: 48 }} /> : null}
          <Link href={file.url} external>
            <Ltr>{file.name}</Ltr>
          </Link>
          {!disabled && (
            <Button variant="icon" iconName="remove" formAction="none" ariaLabel={t('objectForm.media.remove', { name: file.name })} onClick={() => (file.saved ? onRemoveSaved(field, file) : onChange(files.filter((f) => f.uid !== file.uid)))} />
          )}
        </SpaceBetween>
      ))}
    </SpaceBetween>
  );
}
