import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useMemo, useState } from 'react';
import { MINIMUM_RECORD_FIELDS, MinimumRecordSchema, type MinimumRecordField } from '../../../../shared/schemas/minimum-record';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useSuccessNotice } from '../../components/notices/use-success-notice';
import { useT } from '../../i18n/use-t';
import { useSave } from '../users/user-form/use-save';
import { minimumFieldLabel } from './field-label';

const parseChoice = (value: unknown) => MinimumRecordSchema.parse(value);

/**
 * The museum's minimum record (issue 29), on the Settings page beside its time zone, for those who
 * may change the museum's settings (user write): the fields every object should have.
 */
export function MinimumRecordChoice() {
  const api = useApi();
  const t = useT();
  const notifySuccess = useSuccessNotice();
  const stored = useApiQuery('/api/museum/minimum-record', parseChoice);
  const [fields, setFields] = useState<MinimumRecordField[]>([]);
  const [error, setError] = useState<string>();
  const { saving, run } = useSave((errors) => setError(errors.fields));
  useEffect(() => setFields(stored.data?.fields ?? []), [stored.data]);
  const options = useMemo(() => MINIMUM_RECORD_FIELDS.map((field) => ({ value: field, label: minimumFieldLabel(t, field) })), [t]);
  const unchanged = !stored.data || [...fields].sort().join() === [...stored.data.fields].sort().join();

  const save = async () => {
    if (!fields.length) return setError(t('dashboard.minimumRecord.chooseAtLeastOne'));
    setError(undefined);
    const result = await run(() => api.put('/museum/minimum-record', { fields }));
    if (!result.ok) return;
    notifySuccess('notice.dataSaved');
    stored.reload();
  };

  return (
    <Container header={<Header variant="h2">{t('dashboard.minimumRecord.choose')}</Header>} data-testid="minimum-record-choice">
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        <FormField label={t('dashboard.minimumRecord.choose')} description={t('dashboard.minimumRecord.chooseDescription')} errorText={error}>
          <div style={{ minInlineSize: 320 }}>
            <Multiselect
              data-testid="minimum-record-fields"
              selectedOptions={options.filter((o) => fields.includes(o.value))}
              options={options}
              statusType={stored.loading ? 'loading' : 'finished'}
              loadingText={t('dashboard.loading')}
              onChange={({ detail }) => setFields(detail.selectedOptions.map((o) => o.value as MinimumRecordField))}
            />
          </div>
        </FormField>
        <Button onClick={save} loading={saving} disabled={unchanged} data-testid="minimum-record-save">
          {t('common.save')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
