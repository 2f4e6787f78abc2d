import Spinner from '@cloudscape-design/components/spinner';

/** Covers the whole window while the session is decided or a login is under way. */
export function FullPageSpinner({ label, testId = 'full-page-spinner' }: { label: string; testId?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      data-testid={testId}
      style={{ position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(255, 255, 255, 0.7)', zIndex: 2000 }}
    >
      <Spinner size="large" />
    </div>
  );
}
