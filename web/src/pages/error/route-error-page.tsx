import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../shell/use-document-title';

/**
 * What the data router shows when a screen throws while drawing (or its code could not be
 * loaded, as after a deploy replaced the chunks): the reader's language instead of react-router's
 * English developer screen, and a way on. It sits above the shell, so it needs nothing the
 * failing screen had.
 */
export function RouteErrorPage() {
  const t = useT();
  useDocumentTitle(t('shell.routeError.title'));
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl', horizontal: 'l' }} data-testid="route-error">
      <SpaceBetween size="m">
        <Box variant="h1">{t('shell.routeError.title')}</Box>
        <Box variant="p" color="text-body-secondary">
          {t('shell.routeError.text')}
        </Box>
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('shell.routeError.reload')}
          </Button>
          {/* A full load of the home screen: the router that failed is left behind. */}
          <Button href="/">{t('shell.notFound.backHome')}</Button>
        </SpaceBetween>
      </SpaceBetween>
    </Box>
  );
}
