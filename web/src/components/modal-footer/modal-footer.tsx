import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useT } from '../../i18n/use-t';

/** The footer every console modal shares: Cancel, then the primary action on the right. */
export function ModalFooter({
  onCancel,
  primaryLabel,
  primaryTestId,
  busy,
  disabled,
  onPrimary,
  form,
}: {
  onCancel: () => void;
  /** Translated; Save by default. */
  primaryLabel?: string;
  primaryTestId: string;
  busy?: boolean;
  disabled?: boolean;
  /** Either a click handler, or the id of the form the button submits. */
  onPrimary?: ButtonProps['onClick'];
  form?: string;
}) {
  const t = useT();
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="primary"
          loading={busy}
          disabled={disabled}
          onClick={onPrimary}
          form={form}
          formAction={form ? 'submit' : 'none'}
          data-testid={primaryTestId}
        >
          {primaryLabel ?? t('common.save')}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
