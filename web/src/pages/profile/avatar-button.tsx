import Spinner from '@cloudscape-design/components/spinner';
import { useRef, useState, type ChangeEvent } from 'react';
import { useApi } from '../../api/api-context';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { useT } from '../../i18n/use-t';
import { avatarErrorInReadersLanguage } from './avatar-errors';
import { browserScaleDeps, scaleAvatar } from './avatar-scaling';
import { uploadAvatar } from './avatar-upload';
import { UserAvatar } from './user-avatar';

/** The profile's avatar: a click opens the file picker (images only) and uploads the chosen one. */
export function AvatarButton({
  userId,
  name,
  avatarUrl,
  onUploaded,
}: {
  userId: string;
  name: string;
  avatarUrl?: string | null;
  onUploaded: (url: string) => void;
}) {
  const api = useApi();
  const t = useT();
  const notifyError = useNotifyQueryError();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure, so the input is emptied each time.
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await uploadAvatar(userId, file, { api, scale: (blob) => scaleAvatar(blob, browserScaleDeps) }));
    } catch (error) {
      notifyError(avatarErrorInReadersLanguage(error, t));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div style={{ position: 'relative', display: 'inline-block' }}>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label={t('users.avatar.change')}
        aria-busy={uploading}
        title={t('users.avatar.change')}
        data-testid="avatar-button"
        style={{ padding: 0, border: 'none', background: 'none', cursor: 'pointer', borderRadius: '50%' }}
      >
        <UserAvatar userId={userId} name={name} avatarUrl={avatarUrl} />
      </button>
      {uploading && (
        <div
          role="status"
          aria-label={t('users.avatar.uploading')}
          style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <Spinner size="large" />
        </div>
      )}
      {/* Hidden: the labelled button above opens it, so it needs no label of its own. */}
      <input ref={input} type="file" accept="image/*" hidden onChange={upload} data-testid="avatar-file" tabIndex={-1} />
    </div>
  );
}
