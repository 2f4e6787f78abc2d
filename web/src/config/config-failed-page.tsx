import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** The console's own configuration could not be read: nothing else can work, so say it and offer a retry. */
export function ConfigFailedPage() {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl', horizontal: 'l' }} data-testid="config-failed">
      <SpaceBetween size="m">
        <Box variant="h1">The console could not start</Box>
        <Box variant="p" color="text-body-secondary">
          Its configuration could not be loaded. Try again in a moment.
        </Box>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </SpaceBetween>
    </Box>
  );
}
