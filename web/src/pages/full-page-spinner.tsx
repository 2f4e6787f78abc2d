import Spinner from '@cloudscape-design/components/spinner';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/use-t';

/** Covers the whole window while the session is decided or a login is under way. */
export function FullPageSpinner({ label = 'common.loading', testId = 'full-page-spinner' }: { label?: MessageId; testId?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t(label)}
      data-testid={testId}
      style={{ position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 2000 }}
    >
      <Spinner size="large" />
    </div>
  );
}
