import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PRODUCT_NAME } from '../../../shared/constants';

export function tenantNotSetUpText(host: string): string {
  return `No museum is set up at ${host}. Check the address, or ask your administrator for the address of your museum's console.`;
}

/** The host names no tenant, or a tenant that has no user pool: there is nobody to log in as. */
export function TenantNotSetUpPage({ host }: { host: string }) {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl', horizontal: 'l' }} data-testid="tenant-not-set-up">
      <SpaceBetween size="m">
        <Box variant="h1">{PRODUCT_NAME}</Box>
        <Box variant="h2">This museum is not set up at this address</Box>
        <Box variant="p" color="text-body-secondary">
          {tenantNotSetUpText(host)}
        </Box>
      </SpaceBetween>
    </Box>
  );
}
