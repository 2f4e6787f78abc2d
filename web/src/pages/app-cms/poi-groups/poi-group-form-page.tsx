import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { can } from '../../../../../shared/permissions';
import { PoiGroupCreateSchema, PoiGroupSchema, type PoiGroupDto } from '../../../../../shared/schemas/poi-group';
import { useApi } from '../../../api/api-context';
import { FieldLabel } from '../../../components/forms/required-label';
import { requiredFields } from '../../../components/forms/required-fields';
import { hasErrors, schemaErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { useFilesNotDeletedNotice } from '../common/use-files-not-deleted-notice';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { msg } from '../../../i18n/message-ids';
import { useSession } from '../../../session/session-context';
import { NotFoundPage } from '../../not-found/not-found-page';
import type { ScreenProps } from '../../screen-props';
import { useSave } from '../../users/user-form/use-save';
import { ContentForm } from '../common/content-form';
import { AppFilesField, type AppFileValue } from '../common/app-files-field';
import { APP_PATHS } from '../common/app-paths';
import { CONTENT_LISTS } from '../common/content-lists';
import { ContentFormPage } from '../common/content-form-page';

const parse = (value: unknown) => PoiGroupSchema.parse(value);

/** /add-poi-group and /updatePoiGroup/{id} (spec 2 section 2). */
export function PoiGroupFormPage({ title }: ScreenProps) {
  const { grant } = useSession();
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  const mayWrite = can(grant, 'appcms', 'write');
  return (
    <ContentFormPage<PoiGroupDto>
      title={title}
      readPath={(id) => `/point-of-interest-groups/${encodeURIComponent(id)}`}
      parse={parse}
      historyType="poiGroup"
      saved={{ title: msg('appCms.notice.poiGroupSaved'), listPath: APP_PATHS.poiGroupsSaved, listArea: CONTENT_LISTS.poiGroups, listLabel: msg('appCms.saved.toPoiGroups'), addPath: APP_PATHS.addPoiGroup, addLabel: msg('appCms.saved.addAnother'), testId: 'poi-group-saved' }}
      renderForm={(group, onSaved) => <PoiGroupForm group={group} mayWrite={mayWrite} onSaved={onSaved} />}
    />
  );
}

function PoiGroupForm({ group, mayWrite, onSaved }: { group?: PoiGroupDto; mayWrite: boolean; onSaved: () => void }) {
  const t = useT();
  const api = useApi();
  const notifySuccess = useSuccessNotice();
  const notifyFilesNotDeleted = useFilesNotDeletedNotice();
  const [title, setTitle] = useState(group?.title ?? '');
  const [image, setImage] = useState<AppFileValue[]>(group?.image ? [group.image] : []);
  useUnsavedChanges({ title, image });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const { saving, run } = useSave(setErrors);

  const payload = (typed = title) => ({ title: typed, image: image[0], ...(group ? { version: group.version } : {}) });
  const check = () => schemaErrors(PoiGroupCreateSchema, payload());
  const titleRequired = requiredFields((v: { title: string }) => schemaErrors(PoiGroupCreateSchema, payload(v.title)), { title })('title');
  const shown: FieldErrors = { ...(tried ? check() : {}), ...errors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasErrors(check())) return;
    const result = await run(() =>
      group ? api.put(`/point-of-interest-groups/${encodeURIComponent(group.id)}`, payload()) : api.post('/point-of-interest-groups', payload()),
    );
    if (result.ok) {
      notifySuccess('appCms.notice.poiGroupSaved');
      notifyFilesNotDeleted(result.value);
      onSaved();
    }
  };

  return (
    <ContentForm onSubmit={submit} mayWrite={mayWrite} saving={saving} testId="poi-group">
      <SpaceBetween size="l">
        <FormField label={<FieldLabel text={t('appCms.group.title')} required={titleRequired} />} errorText={shown.title && translateKnown(t, shown.title)} controlId="poi-group-title">
          <Input
            controlId="poi-group-title"
            ariaRequired={titleRequired}
            value={title}
            disabled={!mayWrite}
            onChange={({ detail }) => {
              setTitle(detail.value);
              setErrors({});
            }}
            nativeInputAttributes={{ 'data-testid': 'poi-group-title', dir: 'auto' }}
          />
        </FormField>
        {group && (
          <FormField label={t('appCms.group.beacon')} controlId="poi-group-beacon">
            <Input controlId="poi-group-beacon" value={group.beacon?.uniqueId ?? ''} readOnly placeholder={t('appCms.beacon.none')} />
          </FormField>
        )}
        <AppFilesField
          label={t('appCms.group.image')}
          description={t('appCms.group.imageHint')}
          files={image}
          onChange={setImage}
          max={1}
          kind="image"
          folder="poi-group-images"
          disabled={!mayWrite}
          errorText={shown.image}
          testId="poi-group-image"
        />
      </SpaceBetween>
    </ContentForm>
  );
}
