import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { QUERY_ERROR_MS } from '../../../../../shared/constants';
import { ObjectSchema, type CollectionObject } from '../../../../../shared/schemas/object';
import { useApi } from '../../../api/api-context';
import { hasErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { RequiredNote } from '../../../components/forms/required-label';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { useT } from '../../../i18n/use-t';
import { useNotifications } from '../../../notifications/notifications-context';
import { browserScaleDeps } from '../../profile/avatar-scaling';
import { useSave } from '../../users/user-form/use-save';
import { scaleObjectImage } from './image-scaling';
import { uploadObjectImage, type ImageUploadDeps } from './image-upload';
import { MediaField, type MediaFieldName, type UploadImage } from './media-field';
import { checkObject, EMPTY_OBJECT_FORM, formValuesOf, payloadOf, type FormFile, type ObjectFormValues } from './object-form-values';
import { ObjectStepFields } from './object-step-fields';
import { RemoveSavedFileModal } from './remove-saved-file-modal';
import { firstStepWithError, STEP_TITLES, stepStatus, visibleSteps, type StepId } from './object-steps';
import { StepList } from './step-list';
import { useObjectDropdowns } from './use-object-dropdowns';

const parseObject = (value: unknown) => ObjectSchema.parse(value);

type Removal = { field: MediaFieldName; file: FormFile };

/**
 * The stepwise object form (spec 2 section 2): steps in any order, one Save for all of them. Add
 * without `object`, Update with it (PUT sends the whole record with its id and the version read).
 */
export function ObjectForm({
  object,
  mayWrite,
  onSaved,
  uploadDeps,
}: {
  object?: CollectionObject;
  mayWrite: boolean;
  onSaved: (saved: CollectionObject) => void;
  /** Tests replace the browser's scaling and XMLHttpRequest. */
  uploadDeps?: Partial<Omit<ImageUploadDeps, 'api'>>;
}) {
  const api = useApi();
  const t = useT();
  const { notify } = useNotifications();
  const notifySuccess = useSuccessNotice();
  const form = useSchemaForm<ObjectFormValues>(object ? formValuesOf(object) : EMPTY_OBJECT_FORM, checkObject);
  const dropdowns = useObjectDropdowns();
  const [version, setVersion] = useState(object?.version);
  const unsaved = useUnsavedChanges(form.values);
  const [current, setCurrent] = useState<StepId>('overview');
  const [visited, setVisited] = useState<ReadonlySet<StepId>>(() => new Set(['overview']));
  const [removal, setRemoval] = useState<Removal>();
  const steps = visibleSteps(form.values);

  const open = useCallback((step: StepId) => {
    setCurrent(step);
    setVisited((seen) => new Set(seen).add(step));
  }, []);
  const openFirstError = useCallback((errors: FieldErrors) => {
    const step = firstStepWithError(visibleSteps(form.values), errors);
    if (step) open(step);
  }, [form.values, open]);

  const { saving, run } = useSave((errors) => {
    form.setServerErrors(errors);
    openFirstError(errors);
  });

  const send = (values: ObjectFormValues) =>
    run(async () => parseObject(object ? await api.put('/objects', { ...payloadOf(values), id: object.id, version }) : await api.post('/objects', payloadOf(values))));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mayWrite || saving) return;
    // Spec 2 section 5: nothing is sent while a check fails ('Inventory Number is required!').
    if (!form.submit()) return openFirstError(checkObject(form.values));
    const result = await send(form.values);
    if (!result.ok) return;
    unsaved.saved(form.values);
    notifySuccess('notice.dataSaved');
    onSaved(result.value);
  };

  // Spec 2 section 4: removing a saved file is confirmed with 'Yes & Save', then the form is saved
  // (the PUT deletes the file from the store), and the form goes on from the saved record.
  const removeAndSave = async () => {
    if (!removal) return;
    const { field, file } = removal;
    setRemoval(undefined);
    const next: ObjectFormValues =
      field === 'mainImage' ? { ...form.values, mainImage: null } : { ...form.values, imageList: form.values.imageList.filter((f) => f.uid !== file.uid) };
    const deleteFailed = () => notify({ type: 'error', header: (t) => t('objectForm.media.deleteFailed'), durationMs: QUERY_ERROR_MS });
    if (hasErrors(checkObject(next))) {
      form.submit();
      openFirstError(checkObject(next));
      return deleteFailed();
    }
    const result = await send(next);
    if (!result.ok) return deleteFailed();
    form.reset(formValuesOf(result.value));
    unsaved.saved(formValuesOf(result.value));
    setVersion(result.value.version);
    notify({ type: 'info', header: (t) => t('objectForm.media.deleted'), durationMs: QUERY_ERROR_MS });
  };

  const upload = useMemo<UploadImage>(() => {
    const deps: ImageUploadDeps = { api, scale: (blob) => scaleObjectImage(blob, browserScaleDeps), ...uploadDeps };
    return (file, onProgress) => uploadObjectImage(file, deps, onProgress);
  }, [api, uploadDeps]);

  const media = (field: MediaFieldName) => (
    <MediaField
      form={form}
      field={field}
      label={t(`objectForm.field.${field}`)}
      disabled={!mayWrite}
      upload={upload}
      onRemoveSaved={(f, file) => setRemoval({ field: f, file })}
    />
  );
  const shown = steps.includes(current) ? current : 'overview';

  return (
    <form onSubmit={submit} noValidate data-testid="object-form">
      <Form
        header={<RequiredNote />}
        actions={
          mayWrite && (
            <Button variant="primary" formAction="submit" loading={saving} data-testid="object-save">
              {t('common.save')}
            </Button>
          )
        }
      >
        <Grid gridDefinition={[{ colspan: { default: 12, s: 3 } }, { colspan: { default: 12, s: 9 } }]}>
          <StepList steps={steps} current={shown} onOpen={open} status={(step) => stepStatus(step, shown, visited, form.errors)} />
          <Container header={<Header variant="h2">{t(STEP_TITLES[shown])}</Header>}>
            <ObjectStepFields step={shown} form={form} dropdowns={dropdowns} disabled={!mayWrite} media={media} />
          </Container>
        </Grid>
      </Form>
      <RemoveSavedFileModal visible={removal !== undefined} busy={saving} onConfirm={() => void removeAndSave()} onCancel={() => setRemoval(undefined)} />
    </form>
  );
}
