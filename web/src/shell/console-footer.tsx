import Box from '@cloudscape-design/components/box';
import { useT } from '../i18n/use-t';

export const CONSOLE_FOOTER_ID = 'console-footer';

export function ConsoleFooter() {
  const t = useT();
  return (
    // The footer sits outside Cloudscape's layout, on the page's canvas: `Canvas` is that canvas's
    // own colour (dark under Cloudscape's dark color-scheme), stated so that contrast checkers
    // and the text colour agree on it in both modes.
    <footer id={CONSOLE_FOOTER_ID} data-testid="console-footer" style={{ backgroundColor: 'Canvas' }}>
      <Box textAlign="center" color="text-body-secondary" padding="s" fontSize="body-s">
        {t('shell.footer', { product: t('common.productName'), year: String(new Date().getFullYear()) })}
      </Box>
    </footer>
  );
}
