import Box from '@cloudscape-design/components/box';
import { PRODUCT_NAME } from '../../../shared/constants';

export const CONSOLE_FOOTER_ID = 'console-footer';

export function ConsoleFooter() {
  return (
    <footer id={CONSOLE_FOOTER_ID} data-testid="console-footer">
      <Box textAlign="center" color="text-body-secondary" padding="s" fontSize="body-s">
        {PRODUCT_NAME} © {new Date().getFullYear()}
      </Box>
    </footer>
  );
}
