import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../shell/use-document-title';

export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useT();
  useDocumentTitle(t('screen.notFound'));
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl', horizontal: 'l' }} data-testid="not-found">
      <SpaceBetween size="m">
        <Box variant="h1" fontSize="display-l">
          {/* The status code reads the same in every language. */}
          {404}
        </Box>
        <Box variant="p" color="text-body-secondary">
          {t('shell.notFound.text')}
        </Box>
        <Button variant="primary" onClick={() => navigate('/')}>
          {t('shell.notFound.backHome')}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
