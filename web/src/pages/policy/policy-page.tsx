import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState, type ReactNode } from 'react';
import { PrivacyPolicySchema, type PrivacyPolicyDto } from '../../../../shared/schemas/visitor-app';
import { PRIVACY_POLICY } from '../../../../shared/visitor-app/constants';
import { useConsoleLocale } from '../../i18n/console-locale';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../shell/use-document-title';
import { NotFoundPage } from '../not-found/not-found-page';

/** The visitor app's API on the museum's own address (CloudFront sends `/app/v1` to it). */
const POLICY_URL = '/app/v1/privacy-policy';

/** A name the museum typed, isolated so its direction does not reorder the sentence around it (Unicode FSI ... PDI). */
const isolated = (text: string) => `\u2068${text}\u2069`;

type State = { kind: 'loading' } | { kind: 'shown'; policy: PrivacyPolicyDto } | { kind: 'none' };

/**
 * /policy: the visitor app's privacy policy (spec 2 section 1), public, no sign-in. Only a museum
 * that turned it on in App Settings has one; any other host gets the not-found page.
 */
export function PolicyPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(POLICY_URL, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        const parsed = res.ok ? PrivacyPolicySchema.safeParse(await res.json()) : undefined;
        setState(parsed?.success ? { kind: 'shown', policy: parsed.data } : { kind: 'none' });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'none' });
        return error;
      });
    return () => controller.abort();
  }, []);
  if (state.kind === 'loading') {
    return (
      <Box textAlign="center" padding="xxxl">
        <Spinner size="large" />
      </Box>
    );
  }
  return state.kind === 'shown' ? <Policy policy={state.policy} /> : <NotFoundPage />;
}

const PURPOSES: MessageId[] = ['appCms.policyPage.purposeMap', 'appCms.policyPage.purposeBeacons', 'appCms.policyPage.purposeStatistics'];
const RIGHTS: MessageId[] = [
  'appCms.policyPage.rightAccess',
  'appCms.policyPage.rightRectification',
  'appCms.policyPage.rightErasure',
  'appCms.policyPage.rightRestriction',
  'appCms.policyPage.rightPortability',
  'appCms.policyPage.rightObjection',
  'appCms.policyPage.rightComplaint',
];

function Policy({ policy }: { policy: PrivacyPolicyDto }) {
  const t = useT();
  const { preferences } = useConsoleLocale();
  const title = t('appCms.policyPage.title');
  useDocumentTitle(title);
  // Day, month, year, as spec 2 writes it ("20 July 2021").
  const date = new Intl.DateTimeFormat(preferences.language === 'en' ? 'en-GB' : preferences.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${policy.lastUpdated}T00:00:00Z`));
  const section = (heading: MessageId, body: ReactNode) => (
    <SpaceBetween size="xs">
      <Box variant="h2">{t(heading)}</Box>
      {body}
    </SpaceBetween>
  );
  const list = (items: MessageId[]) => (
    <ul>
      {items.map((id) => (
        <li key={id}>{t(id)}</li>
      ))}
    </ul>
  );
  const party = (label: MessageId, p: PrivacyPolicyDto['controller']) => (
    <SpaceBetween size="xxs">
      <Box variant="h3">{t(label)}</Box>
      <Box>
        <bdi>{p.name}</bdi>
      </Box>
      {p.address && (
        <Box>
          <bdi>{p.address}</bdi>
        </Box>
      )}
      {p.email && (
        <Box>
          <a href={`mailto:${p.email}`} dir="ltr">
            {p.email}
          </a>
        </Box>
      )}
      {p.phone && (
        <Box>
          <span dir="ltr">{p.phone}</span>
        </Box>
      )}
    </SpaceBetween>
  );
  return (
    <Box padding={{ vertical: 'xl', horizontal: 'l' }} data-testid="privacy-policy">
      <div style={{ maxWidth: 760, marginInline: 'auto' }}>
        <Container header={<Header variant="h1" description={t('appCms.policyPage.app', { museum: isolated(policy.controller.name) })}>{title}</Header>}>
          <SpaceBetween size="l">
            <Box color="text-body-secondary" data-testid="privacy-policy-updated">
              {t('appCms.policyPage.lastUpdated', { date })}
            </Box>
            {section('appCms.policyPage.rolesTitle', <Box>{t('appCms.policyPage.roles', { controller: isolated(policy.controller.name), processor: isolated(policy.processor.name) })}</Box>)}
            {section(
              'appCms.policyPage.dataTitle',
              <>
                <Box>{t('appCms.policyPage.data')}</Box>
                {list(PURPOSES)}
                <Box>{t('appCms.policyPage.cookies')}</Box>
              </>,
            )}
            {section('appCms.policyPage.consentTitle', <Box>{t('appCms.policyPage.consent')}</Box>)}
            {section(
              'appCms.policyPage.retentionTitle',
              <Box>{t('appCms.policyPage.retention', { accountingYears: PRIVACY_POLICY.accountingRetentionYears, claimYears: PRIVACY_POLICY.claimPeriodYears })}</Box>,
            )}
            {section('appCms.policyPage.minorsTitle', <Box>{t('appCms.policyPage.minors', { age: PRIVACY_POLICY.minimumAge })}</Box>)}
            {section(
              'appCms.policyPage.rightsTitle',
              <>
                <Box>{t('appCms.policyPage.rights')}</Box>
                {list(RIGHTS)}
                <Box>{t('appCms.policyPage.response', { months: PRIVACY_POLICY.responseMonths, extension: PRIVACY_POLICY.extensionMonths })}</Box>
              </>,
            )}
            {section(
              'appCms.policyPage.contactsTitle',
              <SpaceBetween size="m" direction="horizontal">
                {party('appCms.policyPage.controller', policy.controller)}
                {party('appCms.policyPage.processor', policy.processor)}
              </SpaceBetween>,
            )}
          </SpaceBetween>
        </Container>
      </div>
    </Box>
  );
}
