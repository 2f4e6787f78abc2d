import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { POI_DESCRIPTION_MAX, POI_IMAGES_MAX, POI_REFERENCE_IMAGES_MAX, POI_SUBTITLE_MAX, POI_TITLE_MAX } from '../../../../../shared/app-content/constants';
import { MAX_PAGE_SIZE } from '../../../../../shared/constants';
import { AppSettingsSchema } from '../../../../../shared/schemas/app-settings';
import { PoiGroupPageSchema } from '../../../../../shared/schemas/poi-group';
import type { PoiDto } from '../../../../../shared/schemas/poi';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { FieldLabel } from '../../../components/forms/required-label';
import { useRequiredFields } from '../../../components/forms/required-fields';
import { hasErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { useFilesNotDeletedNotice } from '../common/use-files-not-deleted-notice';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useNotifications } from '../../../notifications/notifications-context';
import { useSave } from '../../users/user-form/use-save';
import { ContentForm } from '../common/content-form';
import { AppFilesField } from '../common/app-files-field';
import { ContentTabs } from '../common/content-tabs';
import { ContentTextField } from '../common/content-text-field';
import { contentKey, type AppLanguage } from '../common/use-app-languages';
import { DetectionRangeField } from './detection-range-field';
import { LinkedItemsField } from './linked-items-field';
import { poiFormErrors, poiFormValues, poiPayload, stateOf, type PoiFormValues, type PoiTexts } from './poi-form-values';

// MapLibre and the country shapes are the map's own chunk, loaded when a POI form opens.
const PoiMap = lazy(() => import('./poi-map'));
const parseGroups = (value: unknown) => PoiGroupPageSchema.parse(value);
const parseSettings = (value: unknown) => AppSettingsSchema.parse(value);
const NOTICE_MS = 4_500;

export type PoiRecord = PoiDto & { linkedItems?: { id: string; objectName: string }[]; beacon?: { id: string; uniqueId: string } | null };

/**
 * The POI form (spec 2 sections 2, 4 and 5): GENERAL (group, beacon, detection range, video,
 * address, the map with latitude and longitude, external reference, linked items, images) and a
 * tab per app language (texts, audio, Published). Add without `poi`, Update with it.
 */
export function PoiForm({ poi, languages, mayWrite, withLinkedItems, onSaved }: { poi?: PoiRecord; languages: AppLanguage[]; mayWrite: boolean; withLinkedItems: boolean; onSaved: () => void }) {
  const t = useT();
  const api = useApi();
  const { notify } = useNotifications();
  const notifySuccess = useSuccessNotice();
  const notifyFilesNotDeleted = useFilesNotDeletedNotice();
  const [values, setValues] = useState<PoiFormValues>(() => poiFormValues(poi, languages));
  useUnsavedChanges(values);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const { saving, run } = useSave(setServerErrors);
  const groups = useApiQuery('/point-of-interest-groups', parseGroups, { page: 0, size: MAX_PAGE_SIZE });
  const settings = useApiQuery('/app-settings', parseSettings);

  const check = useCallback((v: PoiFormValues) => poiFormErrors(v, languages), [languages]);
  const required = useRequiredFields(check, values);
  const errors: FieldErrors = { ...(tried ? check(values) : {}), ...serverErrors };
  const errorOf = (key: string) => errors[key] && translateKnown(t, errors[key]);
  const set = <K extends keyof PoiFormValues>(field: K, value: PoiFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors({});
  };
  // From the latest values: an upload that ends while the title is typed keeps both.
  const setText = <K extends keyof PoiTexts>(code: string, field: K, value: PoiTexts[K]) => {
    setValues((v) => ({ ...v, texts: { ...v.texts, [code]: { ...v.texts[code], [field]: value } } }));
    setServerErrors({});
  };
  const setPlace = (latitude: number, longitude: number) => setValues((v) => ({ ...v, latitude: String(latitude), longitude: String(longitude) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasErrors(check(values))) return setRefusals((n) => n + 1);
    const body = { ...poiPayload(values, languages), ...(poi ? { version: poi.version } : {}) };
    const result = await run(() => (poi ? api.put(`/point-of-interests/${encodeURIComponent(poi.id)}`, body) : api.post('/point-of-interests', body)));
    if (!result.ok) setRefusals((n) => n + 1);
    if (result.ok) {
      notifySuccess('appCms.notice.poiSaved');
      notifyFilesNotDeleted(result.value);
      onSaved();
    }
  };

  const copyCoordinates = async () => {
    try {
      await navigator.clipboard.writeText(`${values.latitude}, ${values.longitude}`);
      notify({ type: 'info', header: (t) => t('appCms.poi.copyCoordinates'), content: (t) => t('appCms.notice.coordinatesCopied'), durationMs: NOTICE_MS });
    } catch (error) {
      console.error(error);
    }
  };

  const groupOptions = (groups.data?.content ?? []).map((g) => ({ value: g.id, label: g.title }));
  const chosenGroup = groupOptions.find((o) => o.value === values.groupId) ?? (poi?.data.group && poi.data.group.id === values.groupId ? { value: poi.data.group.id, label: poi.data.group.title } : null);
  const lat = values.latitude.trim() === '' ? undefined : Number(values.latitude);
  const lng = values.longitude.trim() === '' ? undefined : Number(values.longitude);
  const disabled = !mayWrite;

  const general = (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <FormField label={<FieldLabel text={t('appCms.poi.group')} required={required('groupId', 'group')} />} errorText={errorOf('group')} controlId="poi-group">
          <Select
            controlId="poi-group"
            ariaRequired={required('groupId', 'group')}
            data-testid="poi-group"
            selectedOption={chosenGroup}
            options={groupOptions}
            filteringType="auto"
            placeholder={t('appCms.poi.chooseGroup')}
            statusType={groups.loading ? 'loading' : 'finished'}
            loadingText={t('common.loading')}
            disabled={disabled}
            onChange={({ detail }) => set('groupId', detail.selectedOption.value ?? '')}
          />
        </FormField>
        {poi && (
          <FormField label={t('appCms.poi.beacon')} controlId="poi-beacon">
            <Input controlId="poi-beacon" value={poi.beacon?.uniqueId ?? poi.data.beaconUniqueId ?? ''} readOnly placeholder={t('appCms.beacon.none')} nativeInputAttributes={{ dir: 'ltr' }} />
          </FormField>
        )}
      </ColumnLayout>
      <DetectionRangeField value={values.range} onChange={(range) => set('range', range)} disabled={disabled} errorText={errorOf('beaconSensitivityRange')} />
      <ColumnLayout columns={2}>
        <FormField label={t('appCms.poi.youtube')} errorText={errorOf('youtubeLink')} controlId="poi-youtube">
          <Input controlId="poi-youtube" type="url" value={values.youtubeLink} disabled={disabled} placeholder={t('appCms.linkPlaceholder')} onChange={({ detail }) => set('youtubeLink', detail.value)} nativeInputAttributes={{ 'data-testid': 'poi-youtube', dir: 'ltr' }} />
        </FormField>
        <FormField label={t('appCms.poi.externalReference')} errorText={errorOf('externalReference')} controlId="poi-external-reference">
          <Input controlId="poi-external-reference" value={values.externalReference} disabled={disabled} onChange={({ detail }) => set('externalReference', detail.value.slice(0, POI_TITLE_MAX))} nativeInputAttributes={{ 'data-testid': 'poi-external-reference', dir: 'auto' }} />
        </FormField>
      </ColumnLayout>
      <FormField label={<FieldLabel text={t('appCms.poi.address')} required={required('address', 'location.location')} />} errorText={errorOf('location.location')} controlId="poi-address" stretch>
        <Input controlId="poi-address" ariaRequired={required('address', 'location.location')} value={values.address} disabled={disabled} onChange={({ detail }) => set('address', detail.value.slice(0, POI_TITLE_MAX))} nativeInputAttributes={{ 'data-testid': 'poi-address', dir: 'auto' }} />
      </FormField>
      <FormField label={t('appCms.poi.map')} description={t('appCms.poi.mapHint')} stretch>
        <Suspense fallback={<Spinner size="large" />}>
          <PoiMap latitude={lat} longitude={lng} onPick={setPlace} disabled={disabled} label={t('appCms.poi.map')} styleUrl={settings.data?.mapStyleUrl ?? undefined} />
        </Suspense>
      </FormField>
      <ColumnLayout columns={3}>
        <FormField label={<FieldLabel text={t('appCms.poi.latitude')} required={required('latitude', 'location.latitude')} />} errorText={errorOf('location.latitude')} controlId="poi-latitude">
          <Input controlId="poi-latitude" ariaRequired={required('latitude', 'location.latitude')} inputMode="decimal" value={values.latitude} disabled={disabled} onChange={({ detail }) => set('latitude', detail.value.trim())} nativeInputAttributes={{ 'data-testid': 'poi-latitude', dir: 'ltr' }} />
        </FormField>
        <FormField label={<FieldLabel text={t('appCms.poi.longitude')} required={required('longitude', 'location.longitude')} />} errorText={errorOf('location.longitude')} controlId="poi-longitude">
          <Input controlId="poi-longitude" ariaRequired={required('longitude', 'location.longitude')} inputMode="decimal" value={values.longitude} disabled={disabled} onChange={({ detail }) => set('longitude', detail.value.trim())} nativeInputAttributes={{ 'data-testid': 'poi-longitude', dir: 'ltr' }} />
        </FormField>
        <Box padding={{ top: 'xl' }}>
          <Button formAction="none" iconName="copy" disabled={lat === undefined || lng === undefined} onClick={() => void copyCoordinates()} data-testid="poi-copy-coordinates">
            {t('appCms.poi.copyCoordinates')}
          </Button>
        </Box>
      </ColumnLayout>
      {withLinkedItems && <LinkedItemsField items={values.linkedItems} onChange={(items) => set('linkedItems', items)} disabled={disabled} errorText={errorOf('linkedItemIds')} />}
      <AppFilesField label={t('appCms.poi.featuredImage')} files={values.featuredImage} onChange={(f) => set('featuredImage', f)} max={1} kind="image" folder="poi-images" disabled={disabled} errorText={errorOf('featuredImage')} testId="poi-featured-image" />
      <AppFilesField label={t('appCms.poi.otherImages')} files={values.imageList} onChange={(f) => set('imageList', f)} max={POI_IMAGES_MAX} kind="image" folder="poi-images" disabled={disabled} errorText={errorOf('imageList')} testId="poi-images" />
      <AppFilesField label={t('appCms.poi.referenceImages')} files={values.referenceImageList} onChange={(f) => set('referenceImageList', f)} max={POI_REFERENCE_IMAGES_MAX} kind="image" folder="poi-images" disabled={disabled} errorText={errorOf('referenceImageList')} testId="poi-reference-images" />
    </SpaceBetween>
  );

  const languageTab = (l: AppLanguage) => {
    const texts = values.texts[l.code];
    const state = stateOf(texts, l);
    return (
      <SpaceBetween size="l">
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <span data-testid={`poi-${l.code}-state`}>
            <Badge color={state === 'PUBLISHED' ? 'green' : 'grey'}>{t(state === 'PUBLISHED' ? 'appCms.poi.statePublished' : 'appCms.poi.stateInherited')}</Badge>
          </span>
          {!l.isDefault && (
            <Toggle checked={texts.published} disabled={disabled} onChange={({ detail }) => setText(l.code, 'published', detail.checked)} data-testid={`poi-${l.code}-published`}>
              {t('appCms.poi.published')}
            </Toggle>
          )}
        </SpaceBetween>
        <ContentTextField language={l} label={t('appCms.poi.title')} value={texts.title} onChange={(v) => setText(l.code, 'title', v)} max={POI_TITLE_MAX} errorText={errors[contentKey(l.code, 'title')]} required={required(`texts.${l.code}.title`, contentKey(l.code, 'title'))} disabled={disabled} testId={`poi-${l.code}-title`} />
        <ContentTextField language={l} label={t('appCms.poi.subtitle')} value={texts.subtitle} onChange={(v) => setText(l.code, 'subtitle', v)} max={POI_SUBTITLE_MAX} errorText={errors[contentKey(l.code, 'subtitle')]} required={required(`texts.${l.code}.subtitle`, contentKey(l.code, 'subtitle'))} disabled={disabled} testId={`poi-${l.code}-subtitle`} />
        <ContentTextField language={l} label={t('appCms.poi.description')} value={texts.description} onChange={(v) => setText(l.code, 'description', v)} max={POI_DESCRIPTION_MAX} errorText={errors[contentKey(l.code, 'description')]} required={required(`texts.${l.code}.description`, contentKey(l.code, 'description'))} disabled={disabled} multiline testId={`poi-${l.code}-description`} />
        <AppFilesField label={t('appCms.poi.audio')} files={texts.audioList} onChange={(f) => setText(l.code, 'audioList', f)} max={1} kind="audio" folder="poiAudio-files" disabled={disabled} errorText={errorOf(contentKey(l.code, 'audioList'))} testId={`poi-${l.code}-audio`} />
      </SpaceBetween>
    );
  };

  return (
    <ContentForm onSubmit={submit} mayWrite={mayWrite} saving={saving} testId="poi">
      <ContentTabs testId="poi" refusals={refusals} general={general} languages={languages} errors={errors} renderLanguage={languageTab} />
    </ContentForm>
  );
}
