import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { MAX_PAGE_SIZE } from '../../../../../shared/constants';
import { can } from '../../../../../shared/permissions';
import { BeaconSchema, type BeaconDto } from '../../../../../shared/schemas/beacon';
import { PoiOptionSchema } from '../../../../../shared/schemas/poi';
import { PoiGroupPageSchema } from '../../../../../shared/schemas/poi-group';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { SavedResult } from '../../../components/saved-result/saved-result';
import { msg, type MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import { PageLoading } from '../../page-loading';
import type { ScreenProps } from '../../screen-props';
import { useSave } from '../../users/user-form/use-save';
import { ContentForm } from '../common/content-form';
import { APP_PATHS } from '../common/app-paths';

const parseBeacon = (value: unknown) => BeaconSchema.parse(value);
const parsePois = (value: unknown) => z.array(PoiOptionSchema).parse(value);
const parseGroups = (value: unknown) => PoiGroupPageSchema.parse(value);

/**
 * /assignBeacon/{uniqueId}/{id} (spec 2 sections 2 and 4): the beacon's Unique ID and MAC read-only,
 * a POI or a POI group, never both (picking one clears the other). Only POIs without a beacon are
 * offered, with the one it has now.
 */
export function AssignBeaconPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  const { grant } = useSession();
  const [saved, setSaved] = useState<MessageId>();
  const beacon = useApiQuery(can(grant, 'appcms', 'read') ? `/beacons/${encodeURIComponent(id)}/complete` : undefined, parseBeacon);
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  return (
    <ContentLayout header={<PageHeader title={title} />}>
      {saved ? (
        <SavedResult title={saved} listPath={APP_PATHS.beacons} listLabel={msg('appCms.saved.toBeacons')} addLabel={msg('appCms.saved.assignAgain')} onAdd={() => (setSaved(undefined), beacon.reload())} testId="beacon-saved" />
      ) : beacon.data ? (
        <AssignForm key={beacon.data.version} beacon={beacon.data} mayWrite={can(grant, 'appcms', 'write')} onSaved={setSaved} />
      ) : beacon.error ? null : (
        <PageLoading />
      )}
    </ContentLayout>
  );
}

function AssignForm({ beacon, mayWrite, onSaved }: { beacon: BeaconDto; mayWrite: boolean; onSaved: (notice: MessageId) => void }) {
  const t = useT();
  const api = useApi();
  const notifySuccess = useSuccessNotice();
  const [poiId, setPoiId] = useState(beacon.pointOfInterestId ?? '');
  const [groupId, setGroupId] = useState(beacon.groupId ?? '');
  // A save shows the success result in the form's place, which clears the mark.
  useUnsavedChanges({ poiId, groupId });
  const { saving, run } = useSave(() => {});
  const pois = useApiQuery('/point-of-interests/dropdown', parsePois, { notAssignedToBeacon: true });
  const groups = useApiQuery('/point-of-interest-groups', parseGroups, { page: 0, size: MAX_PAGE_SIZE });

  const poiOptions = useMemo<SelectProps.Option[]>(() => {
    const held = beacon.poiList.find((p) => p.id === beacon.pointOfInterestId);
    const free = (pois.data ?? []).map((p) => ({ value: p.id, label: p.title }));
    return held && !free.some((o) => o.value === held.id) ? [{ value: held.id, label: held.title }, ...free] : free;
  }, [pois.data, beacon]);
  const groupOptions = useMemo<SelectProps.Option[]>(() => (groups.data?.content ?? []).map((g) => ({ value: g.id, label: g.title, description: g.beacon && g.beacon.id !== beacon.id ? t('appCms.beacon.groupHasBeacon', { uniqueId: g.beacon.uniqueId }) : undefined })), [groups.data, beacon.id, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { uniqueId: beacon.uniqueId, mac: beacon.mac, pointOfInterestId: poiId || null, groupId: groupId || null, version: beacon.version };
    const result = await run(() => api.put(`/beacons/${encodeURIComponent(beacon.id)}`, body));
    if (result.ok) {
      const notice = poiId || groupId ? msg('appCms.notice.beaconAssigned') : msg('appCms.notice.beaconUnassigned');
      notifySuccess(notice);
      onSaved(notice);
    }
  };

  const selectOf = (options: SelectProps.Option[], value: string) => options.find((o) => o.value === value) ?? null;
  return (
    <ContentForm onSubmit={submit} mayWrite={mayWrite} saving={saving} testId="beacon-assign">
      <SpaceBetween size="l">
        <FormField label={t('appCms.beacon.uniqueId')} controlId="assign-unique-id">
          <Input controlId="assign-unique-id" value={beacon.uniqueId} readOnly nativeInputAttributes={{ dir: 'ltr' }} />
        </FormField>
        <FormField label={t('appCms.beacon.mac')} controlId="assign-mac">
          <Input controlId="assign-mac" value={beacon.mac ?? ''} readOnly nativeInputAttributes={{ dir: 'ltr' }} />
        </FormField>
        <FormField label={t('appCms.beacon.poi')} controlId="assign-poi">
          <Select
            controlId="assign-poi"
            data-testid="assign-poi"
            selectedOption={selectOf(poiOptions, poiId)}
            options={poiOptions}
            filteringType="auto"
            placeholder={t('appCms.beacon.choosePoi')}
            statusType={pois.loading ? 'loading' : 'finished'}
            loadingText={t('common.loading')}
            disabled={!mayWrite}
            onChange={({ detail }) => {
              setPoiId(detail.selectedOption.value ?? '');
              setGroupId('');
            }}
          />
        </FormField>
        <FormField label={t('appCms.beacon.group')} controlId="assign-group">
          <Select
            controlId="assign-group"
            data-testid="assign-group"
            selectedOption={selectOf(groupOptions, groupId)}
            options={groupOptions}
            filteringType="auto"
            placeholder={t('appCms.beacon.chooseGroup')}
            statusType={groups.loading ? 'loading' : 'finished'}
            loadingText={t('common.loading')}
            disabled={!mayWrite}
            onChange={({ detail }) => {
              setGroupId(detail.selectedOption.value ?? '');
              setPoiId('');
            }}
          />
        </FormField>
      </SpaceBetween>
    </ContentForm>
  );
}
