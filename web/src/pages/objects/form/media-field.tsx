import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { QUERY_ERROR_MS } from '../../../../../shared/constants';
import { OBJECT_IMAGE_LIST_MAX } from '../../../../../shared/schemas/object-fields';
import { translateKnown } from '../../../i18n/known-text';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useNotifications } from '../../../notifications/notifications-context';
import { controlIdOf, type ObjectForm } from './object-field-controls';
import type { FormFile } from './object-form-values';
import { NotAnImageError } from './image-upload';

export type MediaFieldName = 'mainImage' | 'imageList';
export type UploadImage = (file: File, onProgress: (percent: number) => void) => Promise<FormFile>;

type InFlight = { id: number; name: string; percent: number };
let nextUploadId = 0;

/**
 * Main Image (one) or Image List (up to 20), images only (spec 2 sections 5 and 9). Each chosen
 * file uploads at once with its progress shown; removing a saved file is the form's to confirm
 * (`onRemoveSaved`), a file not saved yet is simply dropped.
 */
export function MediaField({
  form,
  field,
  label,
  disabled,
  upload,
  onRemoveSaved,
}: {
  form: ObjectForm;
  field: MediaFieldName;
  label: string;
  disabled: boolean;
  upload: UploadImage;
  onRemoveSaved: (field: MediaFieldName, file: FormFile) => void;
}) {
  const t = useT();
  const { notify } = useNotifications();
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  // Several uploads finish one after another before a render: each adds to the latest list.
  const latest = useRef(form.values);
  latest.current = form.values;
  const id = controlIdOf(field);
  const files = field === 'mainImage' ? (form.values.mainImage ? [form.values.mainImage] : []) : form.values.imageList;

  const fail = (content: string) => notify({ type: 'error', header: (t) => t('objectForm.media.uploadFailed'), content, durationMs: QUERY_ERROR_MS });

  const store = (entry: FormFile) => {
    const next = field === 'mainImage' ? { ...latest.current, mainImage: entry } : { ...latest.current, imageList: [...latest.current.imageList, entry] };
    latest.current = next;
    if (field === 'mainImage') form.set('mainImage', entry);
    else form.set('imageList', next.imageList);
  };

  const start = async (file: File) => {
    nextUploadId += 1;
    const upload_ = { id: nextUploadId, name: file.name, percent: 0 };
    const progress = (percent: number) => setInFlight((all) => all.map((u) => (u.id === upload_.id ? { ...u, percent } : u)));
    setInFlight((all) => [...all, upload_]);
    try {
      store(await upload(file, progress));
    } catch (error) {
      console.error(error);
      fail(error instanceof NotAnImageError ? t('objectForm.media.onlyImages') : error instanceof Error ? translateKnown(t, error.message) : '');
    } finally {
      setInFlight((all) => all.filter((u) => u.id !== upload_.id));
    }
  };

  const choose = (chosen: File[]) => {
    if (field === 'mainImage') {
      if (chosen[0]) void start(chosen[0]);
      return;
    }
    const room = OBJECT_IMAGE_LIST_MAX - files.length - inFlight.length;
    if (chosen.length > room) fail(t('objectForm.media.tooMany'));
    chosen.slice(0, Math.max(0, room)).forEach((file) => void start(file));
  };

  const remove = (file: FormFile) => {
    if (file.saved) return onRemoveSaved(field, file);
    if (field === 'mainImage') form.set('mainImage', null);
    else form.set('imageList', form.values.imageList.filter((f) => f.uid !== file.uid));
  };

  // One main image: another is chosen after removing it, so a saved one is never replaced unasked.
  const full = files.length + inFlight.length >= (field === 'mainImage' ? 1 : OBJECT_IMAGE_LIST_MAX);
  const counter = field === 'imageList' ? t('objectForm.counter', { count: files.length, max: OBJECT_IMAGE_LIST_MAX }) : undefined;

  return (
    <FormField label={label} errorText={form.errors[field]} controlId={id} constraintText={counter} stretch>
      <SpaceBetween size="s">
        {!disabled && !full && (
          <FileInput
            accept="image/*"
            multiple={field === 'imageList'}
            value={[]}
            ariaLabel={label}
            onChange={({ detail }) => choose(detail.value)}
            data-testid={id}
          >
            {field === 'mainImage' ? t('objectForm.media.chooseMain') : t('objectForm.media.chooseList')}
          </FileInput>
        )}
        {inFlight.map((u) => (
          <ProgressBar key={u.id} value={u.percent} label={t('objectForm.media.uploading', { name: u.name })} data-testid={`${id}-progress`} />
        ))}
        {files.length === 0 && inFlight.length === 0 ? (
          <Box color="text-status-inactive">{t('objectForm.media.none')}</Box>
        ) : (
          <SpaceBetween size="s" direction="horizontal">
            {files.map((file) => (
              <SpaceBetween key={file.uid} size="xxs" alignItems="center">
                <img src={file.url} alt={file.name} style={{ width: 120, height: 'auto', display: 'block' }} />
                <Box fontSize="body-s">
                  <Ltr>{file.name}</Ltr>
                </Box>
                {!disabled && (
                  <Button
                    variant="icon"
                    iconName="remove"
                    ariaLabel={t('objectForm.media.remove', { name: file.name })}
                    onClick={() => remove(file)}
                    formAction="none"
                  />
                )}
              </SpaceBetween>
            ))}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </FormField>
  );
}
