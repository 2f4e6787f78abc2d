import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '../../../../shared/constants';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl', horizontal: 'l' }} data-testid="not-found">
      <SpaceBetween size="m">
        <Box variant="h1" fontSize="display-l">
          404
        </Box>
        <Box variant="p" color="text-body-secondary">
          {TEXTS.notFound}
        </Box>
        <Button variant="primary" onClick={() => navigate('/')}>
          Back Home
        </Button>
      </SpaceBetween>
    </Box>
  );
}
