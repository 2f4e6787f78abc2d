import Box from '@cloudscape-design/components/box';
import { useT } from '../i18n/use-t';

export const CONSOLE_FOOTER_ID = 'console-footer';

export function ConsoleFooter() {
  const t = useT();
  return (
    <footer id={CONSOLE_FOOTER_ID} data-testid="console-footer">
      <Box textAlign="center" color="text-body-secondary" padding="s" fontSize="body-s">
        {t('shell.footer', { product: t('common.productName'), year: String(new Date().getFullYear()) })}
      </Box>
    </footer>
  );
}
