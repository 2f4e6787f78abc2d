import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { APP_TEXT_MAX } from '../../../../../shared/app-content/constants';
import { aboutContentRule } from '../../../../../shared/app-content/content-rules';
import { can } from '../../../../../shared/permissions';
import { AppSettingsSchema, PrivacyPolicyInput, type AppSettingsDto } from '../../../../../shared/schemas/app-settings';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { FieldLabel } from '../../../components/forms/required-label';
import { requiredFields } from '../../../components/forms/required-fields';
import { hasErrors, schemaErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { useFilesNotDeletedNotice } from '../common/use-files-not-deleted-notice';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import { PageLoading } from '../../page-loading';
import type { ScreenProps } from '../../screen-props';
import { useSave } from '../../users/user-form/use-save';
import { ContentForm } from '../common/content-form';
import { AppFilesField, type AppFileValue } from '../common/app-files-field';
import { ContentTabs } from '../common/content-tabs';
import { ContentTextField } from '../common/content-text-field';
import { contentErrors, contentOf, textsOf, type LanguageTexts } from '../common/language-texts';
import { contentKey, useAppLanguages, type AppLanguage } from '../common/use-app-languages';
import { PreviewKeySection } from './preview-key-section';
import { PrivacyPolicyFields } from './privacy-policy-fields';

const parse = (value: unknown) => AppSettingsSchema.parse(value);
const HEX = /^#[0-9a-fA-F]{6}$/u;

/** /app-settings (spec 2 section 2): the visitor app's look and About text, one record per museum. */
export function AppSettingsPage({ title }: ScreenProps) {
  const { grant } = useSession();
  const settings = useApiQuery('/app-settings', parse);
  const { languages, loading } = useAppLanguages();
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  return (
    <ContentLayout header={<PageHeader title={title} />}>
      {settings.data && !loading ? (
        <SpaceBetween size="l">
          <AppSettingsForm key={settings.data.version} settings={settings.data} languages={languages} mayWrite={can(grant, 'appcms', 'write')} onSaved={settings.reload} />
          <PreviewKeySection hint={settings.data.previewKeyHint} mayWrite={can(grant, 'appcms', 'write')} onRotated={settings.reload} />
        </SpaceBetween>
      ) : settings.error ? null : (
        <PageLoading />
      )}
    </ContentLayout>
  );
}

function AppSettingsForm({ settings, languages, mayWrite, onSaved }: { settings: AppSettingsDto; languages: AppLanguage[]; mayWrite: boolean; onSaved: () => void }) {
  const t = useT();
  const api = useApi();
  const notifySuccess = useSuccessNotice();
  const notifyFilesNotDeleted = useFilesNotDeletedNotice();
  const [websiteLink, setWebsiteLink] = useState(settings.websiteLink ?? '');
  const [mapStyleUrl, setMapStyleUrl] = useState(settings.mapStyleUrl ?? '');
  const [mainColour, setMainColour] = useState(settings.mainColour);
  const [previewModeOn, setPreviewModeOn] = useState(settings.previewModeOn);
  const [privacyPolicy, setPrivacyPolicy] = useState(settings.privacyPolicy);
  const [files, setFiles] = useState<Record<'image' | 'icon' | 'aboutImage', AppFileValue[]>>({
    image: settings.image ? [settings.image] : [],
    icon: settings.icon ? [settings.icon] : [],
    aboutImage: settings.aboutImage ? [settings.aboutImage] : [],
  });
  const [texts, setTexts] = useState<LanguageTexts<{ description: string }>>(() => textsOf(settings.data.content, languages, (c) => ({ description: c?.description ?? '' })));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  useUnsavedChanges({ websiteLink, mapStyleUrl, mainColour, previewModeOn, privacyPolicy, files, texts });
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const { saving, run } = useSave(setServerErrors);

  type Checked = { texts: typeof texts; mainColour: string; privacyPolicy: typeof privacyPolicy };
  const checkValues = (v: Checked): FieldErrors => ({
    ...contentErrors(v.texts, languages, aboutContentRule),
    ...(HEX.test(v.mainColour) ? {} : { mainColour: t('appCms.settings.colourFormat') }),
    ...Object.fromEntries(Object.entries(schemaErrors(PrivacyPolicyInput, v.privacyPolicy)).map(([k, v]) => [`privacyPolicy.${k}`, v])),
  });
  const checked: Checked = { texts, mainColour, privacyPolicy };
  const check = () => checkValues(checked);
  const required = requiredFields(checkValues, checked);
  const errors: FieldErrors = { ...(tried ? check() : {}), ...serverErrors };
  const errorOf = (key: string) => errors[key] && translateKnown(t, errors[key]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasErrors(check())) return setRefusals((n) => n + 1);
    const body = {
      content: contentOf(texts, languages, (language, c) => ({ language, description: c.description })),
      image: files.image,
      icon: files.icon,
      aboutImage: files.aboutImage,
      websiteLink,
      mapStyleUrl,
      mainColour,
      previewModeOn,
      privacyPolicy,
      version: settings.version,
    };
    const result = await run(() => api.post('/app-settings', body));
    if (!result.ok) setRefusals((n) => n + 1);
    if (result.ok) {
      notifySuccess('appCms.notice.appSettingsSaved');
      notifyFilesNotDeleted(result.value);
      onSaved();
    }
  };

  const fileField = (field: keyof typeof files, label: string) => (
    <AppFilesField
      label={label}
      files={files[field]}
      onChange={(next) => setFiles((all) => ({ ...all, [field]: next }))}
      max={1}
      kind="image"
      folder="app-settings-images"
      disabled={!mayWrite}
      errorText={errorOf(field)}
      testId={`app-settings-${field}`}
    />
  );

  const general = (
    <SpaceBetween size="l">
      <FormField label={t('appCms.settings.website')} errorText={errorOf('websiteLink')} controlId="app-settings-website">
        <Input
          controlId="app-settings-website"
          type="url"
          value={websiteLink}
          disabled={!mayWrite}
          placeholder={t('appCms.linkPlaceholder')}
          onChange={({ detail }) => (setWebsiteLink(detail.value), setServerErrors({}))}
          nativeInputAttributes={{ 'data-testid': 'app-settings-website', dir: 'ltr' }}
        />
      </FormField>
      <FormField label={<FieldLabel text={t('appCms.settings.mainColour')} required={required('mainColour')} />} errorText={errorOf('mainColour')} controlId="app-settings-colour">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <input
            type="color"
            aria-label={t('appCms.settings.pickColour')}
            value={HEX.test(mainColour) ? mainColour.toLowerCase() : '#ffffff'}
            disabled={!mayWrite}
            onChange={(e) => setMainColour(e.target.value)}
            style={{ width: 40, height: 32, padding: 0, border: '1px solid #7d8998', borderRadius: 4 }}
          />
          <Input
            controlId="app-settings-colour"
            ariaRequired={required('mainColour')}
            value={mainColour}
            disabled={!mayWrite}
            onChange={({ detail }) => (setMainColour(detail.value.trim()), setServerErrors({}))}
            nativeInputAttributes={{ 'data-testid': 'app-settings-colour', dir: 'ltr', maxLength: 7 }}
          />
        </SpaceBetween>
      </FormField>
      {fileField('aboutImage', t('appCms.settings.aboutImage'))}
      {fileField('image', t('appCms.settings.logo'))}
      {fileField('icon', t('appCms.settings.icon'))}
      <FormField label={t('appCms.settings.mapStyle')} description={t('appCms.settings.mapStyleHint')} errorText={errorOf('mapStyleUrl')} controlId="app-settings-map-style">
        <Input
          controlId="app-settings-map-style"
          type="url"
          value={mapStyleUrl}
          disabled={!mayWrite}
          placeholder={t('appCms.linkPlaceholder')}
          onChange={({ detail }) => (setMapStyleUrl(detail.value), setServerErrors({}))}
          nativeInputAttributes={{ 'data-testid': 'app-settings-map-style', dir: 'ltr' }}
        />
      </FormField>
      <FormField label={t('appCms.settings.previewMode')} description={t('appCms.settings.previewModeHint')}>
        <Toggle checked={previewModeOn} disabled={!mayWrite} onChange={({ detail }) => setPreviewModeOn(detail.checked)} data-testid="app-settings-preview">
          {t(previewModeOn ? 'appCms.settings.previewOn' : 'appCms.settings.previewOff')}
        </Toggle>
      </FormField>
      <PrivacyPolicyFields value={privacyPolicy} onChange={(next) => (setPrivacyPolicy(next), setServerErrors({}))} errorOf={errorOf} required={required} disabled={!mayWrite} />
    </SpaceBetween>
  );

  return (
    <ContentForm onSubmit={submit} mayWrite={mayWrite} saving={saving} testId="app-settings">
      <ContentTabs
        testId="app-settings"
        refusals={refusals}
        general={general}
        languages={languages}
        errors={errors}
        renderLanguage={(l) => (
          <ContentTextField language={l}
            label={t('appCms.settings.about')}
            value={texts[l.code].description}
            onChange={(v) => (setTexts((all) => ({ ...all, [l.code]: { description: v } })), setServerErrors({}))}
            max={APP_TEXT_MAX}
            errorText={errors[contentKey(l.code, 'description')]}
            required={required(`texts.${l.code}.description`, contentKey(l.code, 'description'))}
            disabled={!mayWrite}
            multiline
            testId={`app-settings-${l.code}-about`}
          />
        )}
      />
    </ContentForm>
  );
}
