import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../components/unsaved-changes/unsaved-changes';
import { CALENDARS, CONSOLE_LANGUAGES, DENSITIES, MODES, type Preferences } from '../../../../shared/schemas/preferences';
import { useApi } from '../../api/api-context';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { useSuccessNotice } from '../../components/notices/use-success-notice';
import { useConsoleLocale } from '../../i18n/console-locale';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../session/session-context';

/**
 * Language, calendar, mode and density, stored with the user (POST /users/preferences) so they
 * follow the user to any computer; the session adopts them once the API has them.
 */
export function PreferencesForm() {
  const api = useApi();
  const t = useT();
  const { refresh } = useSession();
  const { preferences } = useConsoleLocale();
  const notifySuccess = useSuccessNotice();
  const notifyError = useNotifyQueryError();
  const [values, setValues] = useState<Preferences>(preferences);
  const [saving, setSaving] = useState(false);
  const { saved } = useUnsavedChanges(values);
  const set = <K extends keyof Preferences>(field: K, value: Preferences[K]) => setValues((current) => ({ ...current, [field]: value }));

  const languages = CONSOLE_LANGUAGES.map((value) => ({ value, label: t(`preferences.language.${value}`), lang: value }));
  const calendars = CALENDARS.map((value) => ({ value, label: t(`preferences.calendar.${value}`) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await api.post('/users/preferences', values);
      // The session reads the user again and adopts what was stored: the language, direction
      // and mode change together, once.
      saved(values);
      await refresh();
      notifySuccess('notice.userDetailsUpdated');
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-preferences-form">
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={saving} data-testid="profile-preferences-save">
            {t('common.save')}
          </Button>
        }
      >
        <SpaceBetween size="l">
          <FormField label={t('preferences.language')} controlId="preferences-language">
            <Select
              controlId="preferences-language"
              data-testid="preferences-language"
              options={languages}
              selectedOption={languages.find((option) => option.value === values.language) ?? null}
              onChange={({ detail }) => set('language', detail.selectedOption.value as Preferences['language'])}
            />
          </FormField>
          <FormField label={t('preferences.calendar')} description={t('preferences.calendar.description')} controlId="preferences-calendar">
            <Select
              controlId="preferences-calendar"
              data-testid="preferences-calendar"
              options={calendars}
              selectedOption={calendars.find((option) => option.value === values.calendar) ?? null}
              onChange={({ detail }) => set('calendar', detail.selectedOption.value as Preferences['calendar'])}
            />
          </FormField>
          <FormField label={t('preferences.mode')}>
            <RadioGroup
              ariaLabel={t('preferences.mode')}
              data-testid="preferences-mode"
              value={values.mode}
              items={MODES.map((value) => ({ value, label: t(`preferences.mode.${value}`) }))}
              onChange={({ detail }) => set('mode', detail.value as Preferences['mode'])}
            />
          </FormField>
          <FormField label={t('preferences.density')}>
            <RadioGroup
              ariaLabel={t('preferences.density')}
              data-testid="preferences-density"
              value={values.density}
              items={DENSITIES.map((value) => ({ value, label: t(`preferences.density.${value}`) }))}
              onChange={({ detail }) => set('density', detail.value as Preferences['density'])}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
