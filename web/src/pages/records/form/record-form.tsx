import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { placeFields, type PlaceSide, type RecordField, type RecordType } from '../../../../../shared/records/record-types';
import { ObjectSchema } from '../../../../../shared/schemas/object';
import { recordSchema, ReportIdSchema, type RecordDto } from '../../../../../shared/schemas/records';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { RequiredNote } from '../../../components/forms/required-label';
import { useRequiredFields } from '../../../components/forms/required-fields';
import type { FieldErrors } from '../../../components/forms/schema-errors';
import { translateKnown } from '../../../i18n/known-text';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { useT } from '../../../i18n/use-t';
import { useNotifications } from '../../../notifications/notifications-context';
import { QUERY_ERROR_MS } from '../../../../../shared/constants';
import { browserScaleDeps } from '../../profile/avatar-scaling';
import { scaleObjectImage } from '../../objects/form/image-scaling';
import { uploadDocument, uploadObjectImage } from '../../objects/form/image-upload';
import { useObjectDropdowns } from '../../objects/form/use-object-dropdowns';
import { RemoveSavedFileModal } from '../../objects/form/remove-saved-file-modal';
import { useSave } from '../../users/user-form/use-save';
import { hijriDate } from './hijri-date';
import { ObjectDetails } from './object-details';
import { ObjectPicker } from './object-picker';
import { fieldLabel } from '../list/record-columns';
import { RecordFieldControl, type UploadFile } from './record-field-control';
import { checkValues, emptyValues, payloadOf, valuesOf, type RecordFormFile, type RecordFormValues } from './record-form-values';

const parseObject = (value: unknown) => ObjectSchema.parse(value);
const parseReportId = (value: unknown) => z.object({ data: z.string() }).parse(ReportIdSchema.parse(value));

/**
 * A record's form (spec 2 sections 2, 4 and 5): first the object, chosen with the picker; its
 * details load read-only and only then can the form be saved. Add without `record`, Update with
 * it (PUT sends the whole record with its id and the version read).
 */
export function RecordForm({ type, record, initialObjectId, mayWrite, onSaved }: { type: RecordType; record?: RecordDto; initialObjectId?: string; mayWrite: boolean; onSaved: (saved: RecordDto) => void }) {
  const t = useT();
  const api = useApi();
  const { locale } = useIntl();
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const { notify } = useNotifications();
  const dropdowns = useObjectDropdowns();
  const [values, setValues] = useState<RecordFormValues>(() => (record ? valuesOf(type, record) : emptyValues(type, initialObjectId)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [fillingId, setFillingId] = useState(false);
  const [version, setVersion] = useState(record?.version);
  const unsaved = useUnsavedChanges(values);
  const [removal, setRemoval] = useState<{ field: RecordField; file: RecordFormFile }>();
  const { data: object, loading: objectLoading } = useApiQuery(values.objectId ? `/objects/${encodeURIComponent(values.objectId)}` : undefined, parseObject);
  const loadedObject = values.objectId && object?.id === values.objectId ? object : undefined;
  const { saving, run } = useSave(setErrors);
  const check = useCallback((next: RecordFormValues) => checkValues(type, next), [type]);
  const required = useRequiredFields(check, values);
  // The shared schema and the API speak the spec's English; the form shows the user's language.
  const errorOf = (field: string) => (errors[field] ? translateKnown(t, errors[field]) : undefined);

  const set = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const upload = useMemo<UploadFile>(() => {
    const deps = { api, scale: (blob: Blob) => scaleObjectImage(blob, browserScaleDeps) };
    return (field: RecordField, file: File) => (field.kind === 'images' ? uploadObjectImage(file, deps, () => {}, field.folder) : uploadDocument(file, deps, () => {}, field.folder!));
  }, [api]);

  const fillReportId = async () => {
    setFillingId(true);
    try {
      set('reportId', parseReportId(await api.get(`/${type.path}/reportId`)).data);
    } catch (error) {
      notifyError(error);
    } finally {
      setFillingId(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mayWrite || saving || !loadedObject) return;
    // Spec 2 section 5: nothing is sent while a check fails ('Report ID field is required').
    const found = check(values);
    if (Object.keys(found).length) return setErrors(found);
    const result = await send(values);
    if (!result.ok) return;
    unsaved.saved(values);
    notifySuccess('notice.dataSaved');
    onSaved(result.value);
  };

  const send = (next: RecordFormValues) => {
    const body = payloadOf(type, next);
    const parse = (value: unknown) => recordSchema(type).parse(value) as RecordDto;
    return run(async () => parse(record ? await api.put(`/${type.path}`, { ...body, id: record.id, version }) : await api.post(`/${type.path}`, body)));
  };

  // Spec 2 section 4: removing a saved file is confirmed with 'Yes & Save', then the record is
  // saved (the PUT deletes the file from the store) and the form goes on from the saved record.
  const removeAndSave = async () => {
    if (!removal) return;
    const { field, file } = removal;
    setRemoval(undefined);
    const next = { ...values, [field.name]: (values[field.name] as RecordFormFile[]).filter((f) => f.uid !== file.uid) };
    const deleteFailed = () => notify({ type: 'error', header: (t) => t('objectForm.media.deleteFailed'), durationMs: QUERY_ERROR_MS });
    if (Object.keys(checkValues(type, next)).length) return deleteFailed();
    const result = await send(next);
    if (!result.ok) return deleteFailed();
    setValues(valuesOf(type, result.value));
    unsaved.saved(valuesOf(type, result.value));
    setVersion(result.value.version);
    notify({ type: 'info', header: (t) => t('objectForm.media.deleted'), durationMs: QUERY_ERROR_MS });
  };

  const hijri = type.name === 'curatorialForm' ? hijriDate(String(values.recordingDate ?? ''), locale) : '';
  // A movement's old place is the server's copy of where its object is: a saved one shows what it
  // recorded, a new one (or one given another object) where the chosen object is now.
  const keepsPlaceLeft = record !== undefined && record.objectId === values.objectId;
  const placeLeft = (field: RecordField) => (keepsPlaceLeft || !loadedObject ? values[field.name] : (loadedObject[field.place!.level] ?? (field.kind === 'boolean' ? false : '')));
  const control = (field: RecordField) => (
    <RecordFieldControl
      key={field.name}
      type={type}
      field={field}
      value={field.place?.side === 'old' ? placeLeft(field) : values[field.name]}
      onChange={(value) => set(field.name, value)}
      error={errorOf(field.name)}
      disabled={!mayWrite || field.place?.side === 'old'}
      required={field.place?.side !== 'old' && required(field.name)}
      dropdowns={dropdowns}
      upload={upload}
      onRemoveSaved={(f, file) => setRemoval({ field: f, file })}
      secondary={
        field.name === 'reportId' && type.reportId ? (
          <Button formAction="none" onClick={() => void fillReportId()} loading={fillingId} disabled={!mayWrite} data-testid="record-report-id-fill">
            {t('recordForm.reportId.fill')}
          </Button>
        ) : undefined
      }
    />
  );
  // Each side under its top level's label (Old Location, New Location).
  const placeSide = (side: PlaceSide, hint: string) => {
    const fields = placeFields(type, side);
    return (
      fields.length > 0 && (
        <Container header={<Header variant="h2" description={hint}>{t(fieldLabel(type, fields[0].name))}</Header>} data-testid={`record-place-${side}`}>
          <ColumnLayout columns={3}>{fields.map(control)}</ColumnLayout>
        </Container>
      )
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="record-form">
      <Form
        header={<RequiredNote />}
        actions={
          mayWrite && (
            <Button variant="primary" formAction="submit" loading={saving} disabled={!loadedObject} data-testid="record-save">
              {t('common.save')}
            </Button>
          )
        }
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">{t('recordForm.object')}</Header>}>
            <ObjectPicker objectId={values.objectId} onChange={(id) => set('objectId', id)} disabled={!mayWrite} error={errorOf('objectId')} required={required('objectId')} />
            {values.objectId && !loadedObject && objectLoading && <Box color="text-status-inactive">{t('recordForm.picker.loadingObject')}</Box>}
          </Container>
          {loadedObject && (
            <ObjectDetails
              type={type}
              object={loadedObject}
              dropdowns={dropdowns}
              extra={
                type.name === 'curatorialForm' && (
                  <div>
                    <Box variant="awsui-key-label">{t('recordForm.hijriDate')}</Box>
                    <div data-testid="record-hijri-date">{hijri ? <bdi>{hijri}</bdi> : t('common.missingValue')}</div>
                  </div>
                )
              }
            />
          )}
          <Container header={<Header variant="h2">{t(`recordType.${type.name}`)}</Header>}>
            <ColumnLayout columns={2}>{type.fields.filter((field) => !field.place).map(control)}</ColumnLayout>
          </Container>
          {placeSide('old', t('recordForm.placeLeft.hint'))}
          {placeSide('new', t('recordForm.placeReached.hint'))}
        </SpaceBetween>
      </Form>
      <RemoveSavedFileModal visible={removal !== undefined} busy={saving} onConfirm={() => void removeAndSave()} onCancel={() => setRemoval(undefined)} />
    </form>
  );
}
