import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useRef, useState } from 'react';
import { QUERY_ERROR_MS } from '../../../../../shared/constants';
import type { UploadFolder } from '../../../../../shared/upload-kinds';
import { useApi } from '../../../api/api-context';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useNotifications } from '../../../notifications/notifications-context';
import { scaleObjectImage } from '../../objects/form/image-scaling';
import { uploadDocument, uploadObjectImage } from '../../objects/form/image-upload';
import { browserScaleDeps } from '../../profile/avatar-scaling';

/** A file of the app's content as the form holds it (the API's `{ url, uid, name }`). */
export type AppFileValue = { url: string; uid?: string; name?: string };

type InFlight = { id: number; name: string; percent: number };
let nextUploadId = 0;

/** `.mp3` only (spec 2 section 5); browsers name the type audio/mpeg, some older ones audio/mp3. */
const isMp3 = (file: File) => /\.mp3$/iu.test(file.name) && (file.type === '' || file.type === 'audio/mpeg' || file.type === 'audio/mp3');

/**
 * An upload field of the App CMS: images (scaled to 400 px wide in the browser, images only) or
 * one `.mp3` audio, each sent straight to the museum's folder with its progress shown. A removed
 * file leaves the form at once; the save deletes it from the store (spec 2 section 7).
 */
export function AppFilesField({
  label,
  description,
  files,
  onChange,
  max,
  kind,
  folder,
  disabled,
  errorText,
  testId,
}: {
  label: string;
  description?: string;
  files: readonly AppFileValue[];
  onChange: (files: AppFileValue[]) => void;
  max: number;
  kind: 'image' | 'audio';
  folder: UploadFolder;
  disabled: boolean;
  errorText?: string;
  testId: string;
}) {
  const t = useT();
  const api = useApi();
  const { notify } = useNotifications();
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  // Several uploads may finish before a render: each adds to the latest list.
  const latest = useRef(files);
  latest.current = files;
  const deps = useMemo(() => ({ api, scale: (blob: Blob) => scaleObjectImage(blob, browserScaleDeps) }), [api]);

  const fail = (content: string) =>
    notify({ type: 'error', header: (t) => t(kind === 'audio' ? 'appCms.files.audioFailed' : 'appCms.files.imageFailed'), content, durationMs: QUERY_ERROR_MS });

  const start = async (file: File) => {
    if (kind === 'audio' && !isMp3(file)) return fail(t('appCms.files.onlyMp3'));
    if (kind === 'image' && !file.type.startsWith('image/')) return fail(t('objectForm.media.onlyImages'));
    nextUploadId += 1;
    const id = nextUploadId;
    setInFlight((all) => [...all, { id, name: file.name, percent: 0 }]);
    const progress = (percent: number) => setInFlight((all) => all.map((u) => (u.id === id ? { ...u, percent } : u)));
    try {
      const stored =
        kind === 'image' ? await uploadObjectImage(file, deps, progress, folder) : await uploadDocument(new File([file], file.name, { type: 'audio/mpeg' }), deps, progress, folder);
      const next = [...latest.current, { url: stored.url, uid: stored.uid, name: stored.name }];
      latest.current = next;
      onChange(next);
    } catch (error) {
      console.error(error);
      fail(error instanceof Error ? error.message : '');
    } finally {
      setInFlight((all) => all.filter((u) => u.id !== id));
    }
  };

  const choose = (chosen: File[]) => {
    const room = max - files.length - inFlight.length;
    if (chosen.length > room) fail(t('appCms.files.tooMany', { max }));
    chosen.slice(0, Math.max(0, room)).forEach((file) => void start(file));
  };

  const remove = (file: AppFileValue) => {
    onChange(files.filter((f) => f.url !== file.url));
    notify({ type: 'info', header: (t) => t(kind === 'audio' ? 'appCms.files.audioDeleted' : 'appCms.files.imageDeleted'), content: (t) => t('appCms.files.removedUntilSave'), durationMs: QUERY_ERROR_MS });
  };

  const full = files.length + inFlight.length >= max;
  return (
    <FormField label={label} description={description} errorText={errorText} constraintText={max > 1 ? t('appCms.files.counter', { count: files.length, max }) : undefined} stretch>
      <SpaceBetween size="s">
        {!disabled && !full && (
          <FileInput accept={kind === 'audio' ? '.mp3,audio/mpeg' : 'image/*'} multiple={max > 1} value={[]} ariaLabel={label} onChange={({ detail }) => choose(detail.value)} data-testid={testId}>
            {t(kind === 'audio' ? 'appCms.files.chooseAudio' : max > 1 ? 'appCms.files.chooseImages' : 'appCms.files.chooseImage')}
          </FileInput>
        )}
        {inFlight.map((u) => (
          <ProgressBar key={u.id} value={u.percent} label={t('appCms.files.uploading', { name: u.name })} data-testid={`${testId}-progress`} />
        ))}
        {files.length === 0 && inFlight.length === 0 ? (
          <Box color="text-status-inactive">{t('appCms.files.none')}</Box>
        ) : (
          <SpaceBetween size="s" direction="horizontal">
            {files.map((file) => (
              <SpaceBetween key={file.url} size="xxs" alignItems="center">
                {kind === 'image' ? (
                  <img src={file.url} alt={file.name ?? ''} style={{ width: 120, height: 'auto', display: 'block' }} />
                ) : (
                  <audio controls src={file.url} preload="none" aria-label={file.name ?? label} />
                )}
                <Box fontSize="body-s" data-testid={`${testId}-file`}>
                  <Ltr>{file.name ?? file.url.split('/').pop()}</Ltr>
                </Box>
                {!disabled && (
                  <Button variant="icon" iconName="remove" formAction="none" ariaLabel={t('appCms.files.remove', { name: file.name ?? '' })} onClick={() => remove(file)} />
                )}
              </SpaceBetween>
            ))}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </FormField>
  );
}
