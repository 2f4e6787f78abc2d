import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useT } from '../i18n/use-t';

/** The host names no tenant, or a tenant that has no user pool: there is nobody to log in as. */
export function TenantNotSetUpPage({ host }: { host: string }) {
  const t = useT();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl', horizontal: 'l' }} data-testid="tenant-not-set-up">
      <SpaceBetween size="m">
        <Box variant="h1">{t('common.productName')}</Box>
        <Box variant="h2">{t('shell.tenantNotSetUp.title')}</Box>
        <Box variant="p" color="text-body-secondary">
          {t('shell.tenantNotSetUp.text', { host })}
        </Box>
      </SpaceBetween>
    </Box>
  );
}
