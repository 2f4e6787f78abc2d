import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useT } from '../i18n/use-t';

/** The console's own configuration could not be read: nothing else can work, so say it and offer a retry. */
export function ConfigFailedPage() {
  const t = useT();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl', horizontal: 'l' }} data-testid="config-failed">
      <SpaceBetween size="m">
        <Box variant="h1">{t('shell.configFailed.title')}</Box>
        <Box variant="p" color="text-body-secondary">
          {t('shell.configFailed.text')}
        </Box>
        <Button onClick={() => window.location.reload()}>{t('shell.configFailed.reload')}</Button>
      </SpaceBetween>
    </Box>
  );
}
