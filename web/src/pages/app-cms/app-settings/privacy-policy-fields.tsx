import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { PrivacyPolicySettings } from '../../../../../shared/schemas/app-settings';
import type { IsRequired } from '../../../components/forms/required-fields';
import { FieldLabel } from '../../../components/forms/required-label';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';

type Party = 'controller' | 'processor';
const PARTY_FIELDS = [
  ['name', 'appCms.policy.partyName'],
  ['address', 'appCms.policy.partyAddress'],
  ['email', 'appCms.policy.partyEmail'],
  ['phone', 'appCms.policy.partyPhone'],
] as const satisfies readonly (readonly [keyof PrivacyPolicySettings['controller'], MessageId])[];

/**
 * The museum's public privacy page (spec 2 section 1), off unless turned on: the controller's and
 * processor's details and the last-updated date the page shows. Errors are keyed as the API's
 * (`privacyPolicy.controller.name`).
 */
export function PrivacyPolicyFields({
  value,
  onChange,
  errorOf,
  required,
  disabled,
}: {
  value: PrivacyPolicySettings;
  onChange: (next: PrivacyPolicySettings) => void;
  errorOf: (key: string) => string | undefined;
  /** By the settings form's checks, under the same keys as `errorOf` (the names and the date once the page is on). */
  required: IsRequired;
  disabled: boolean;
}) {
  const t = useT();
  const party = (which: Party, title: MessageId) => (
    <SpaceBetween size="s">
      <Header variant="h3">{t(title)}</Header>
      {PARTY_FIELDS.map(([field, label]) => {
        const id = `policy-${which}-${field}`;
        return (
          <FormField key={field} label={<FieldLabel text={t(label)} required={required(`privacyPolicy.${which}.${field}`)} />} errorText={errorOf(`privacyPolicy.${which}.${field}`)} controlId={id}>
            <Input
              controlId={id}
              ariaRequired={required(`privacyPolicy.${which}.${field}`)}
              value={value[which][field]}
              disabled={disabled}
              type={field === 'email' ? 'email' : 'text'}
              onChange={({ detail }) => onChange({ ...value, [which]: { ...value[which], [field]: detail.value } })}
              // Emails and phone numbers read left to right; a name or address takes the direction it is typed in.
              nativeInputAttributes={{ 'data-testid': id, dir: field === 'email' || field === 'phone' ? 'ltr' : 'auto' }}
            />
          </FormField>
        );
      })}
    </SpaceBetween>
  );
  return (
    <Container header={<Header variant="h2" description={t('appCms.policy.hint')}>{t('appCms.policy.title')}</Header>}>
      <SpaceBetween size="l">
        <Toggle checked={value.enabled} disabled={disabled} onChange={({ detail }) => onChange({ ...value, enabled: detail.checked })} data-testid="policy-enabled">
          {t(value.enabled ? 'appCms.policy.on' : 'appCms.policy.off')}
        </Toggle>
        {value.enabled && (
          <Link href="/policy" external data-testid="policy-link">
            {t('appCms.policy.open')}
          </Link>
        )}
        <ColumnLayout columns={2}>
          {party('controller', 'appCms.policy.controller')}
          {party('processor', 'appCms.policy.processor')}
        </ColumnLayout>
        <FormField label={<FieldLabel text={t('appCms.policy.lastUpdated')} required={required('privacyPolicy.lastUpdated')} />} errorText={errorOf('privacyPolicy.lastUpdated')} controlId="policy-last-updated">
          <Input
            controlId="policy-last-updated"
            ariaRequired={required('privacyPolicy.lastUpdated')}
            value={value.lastUpdated}
            disabled={disabled}
            placeholder={t('appCms.date.isoPlaceholder')}
            onChange={({ detail }) => onChange({ ...value, lastUpdated: detail.value.trim() })}
            nativeInputAttributes={{ 'data-testid': 'policy-last-updated', dir: 'ltr', maxLength: 10 }}
          />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
