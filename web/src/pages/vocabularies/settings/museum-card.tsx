import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { useApi } from '../../../api/api-context';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useSession, useTimeZone } from '../../../session/session-context';
import { useSave } from '../../users/user-form/use-save';
import { timeZoneChoices, timeZoneProblem } from './time-zones';

/**
 * The museum's time zone (the spec has no screen for it): every "day" of the museum, on the
 * server and here, is a day in this zone. Shown to administrators (user write), who may change it.
 */
export function MuseumCard() {
  const api = useApi();
  const t = useT();
  const { refresh } = useSession();
  const current = useTimeZone();
  const [zone, setZone] = useState(current);
  const [error, setError] = useState<string>();
  const { saved } = useUnsavedChanges(zone);
  const notifySuccess = useSuccessNotice();
  const { saving, run } = useSave((errors) => setError(errors.timeZone));
  const options = useMemo(() => timeZoneChoices(current).map((z) => ({ value: z, label: z })), [current]);

  const save = async () => {
    const problem = timeZoneProblem(zone);
    setError(problem);
    if (problem) return;
    const result = await run(() => api.put('/museum', { timeZone: zone }));
    if (!result.ok) return;
    saved(zone);
    notifySuccess('notice.dataSaved');
    // The session holds the zone every page formats with.
    await refresh();
  };

  return (
    <Container header={<Header variant="h2">{t('vocab.museum.header')}</Header>} data-testid="museum-card">
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        <FormField
          label={t('vocab.museum.timeZone')}
          description={t('vocab.museum.timeZoneDescription')}
          // The API's message and the console's own check are the same English text: a catalog one.
          errorText={error && translateKnown(t, error)}
        >
          <div style={{ minInlineSize: 280 }}>
            <Select
              data-testid="museum-time-zone"
              selectedOption={{ value: zone, label: zone }}
              options={options}
              filteringType="auto"
              filteringAriaLabel={t('common.search')}
              filteringPlaceholder={t('common.search')}
              noMatch={t('vocab.list.noMatch')}
              onChange={({ detail }) => setZone(detail.selectedOption.value ?? current)}
            />
          </div>
        </FormField>
        <Button onClick={save} loading={saving} disabled={zone === current} data-testid="museum-save">
          {t('common.save')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
