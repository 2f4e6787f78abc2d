import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

/** Shown while a page's code or data arrives. */
export function PageLoading() {
  return (
    <Box textAlign="center" padding="xxl" data-testid="page-loading">
      <Spinner size="large" />
    </Box>
  );
}
