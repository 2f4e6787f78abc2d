import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { POI_TITLE_MAX } from '../../../../../shared/app-content/constants';
import { MAX_PAGE_SIZE } from '../../../../../shared/constants';
import { can, hasFeature, type Grant } from '../../../../../shared/permissions';
import { PoiSchema } from '../../../../../shared/schemas/poi';
import { PoiGroupPageSchema } from '../../../../../shared/schemas/poi-group';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import { FieldLabel } from '../../../components/forms/required-label';
import type { FieldErrors } from '../../../components/forms/schema-errors';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { updatePoiPath } from '../../../paths';
import { useSave } from '../../users/user-form/use-save';

const parseGroups = (value: unknown) => PoiGroupPageSchema.parse(value);

/** Create POI (issue 31) needs App CMS write and item read, as `POST /objects/{id}/poi` does. */
export const mayCreatePoi = (grant: Grant) => hasFeature(grant, 'App-Cms') && can(grant, 'appcms', 'write') && can(grant, 'item', 'read');

/** A typed coordinate as the API takes it: left out when empty, the text itself when not a number (the API names it). */
const coordinate = (text: string) => (text.trim() === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text);

/**
 * "Create POI" from an object: asks for the POI group (required) and, optionally, the place; what
 * is left empty comes from the object's location and the group's latest POI
 * (docs/app-cms.md#a-poi-from-an-object). The new POI's form opens to review and publish it.
 */
export function CreatePoiModal({ object, onDismiss }: { object: { id: string; inventoryNumber: string; objectName?: string | null } | null; onDismiss: () => void }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const groups = useApiQuery(object ? '/point-of-interest-groups' : undefined, parseGroups, { page: 0, size: MAX_PAGE_SIZE });
  const [groupId, setGroupId] = useState('');
  const [place, setPlace] = useState({ location: '', latitude: '', longitude: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [placeOpen, setPlaceOpen] = useState(false);
  // A refused place opens the section, so its message is seen.
  const placeRefused = Object.keys(errors).some((key) => key.startsWith('location'));
  const { saving, run } = useSave(setErrors);
  const errorOf = (key: string) => errors[key] && translateKnown(t, errors[key]);

  const close = () => {
    setGroupId('');
    setPlace({ location: '', latitude: '', longitude: '' });
    setErrors({});
    setPlaceOpen(false);
    onDismiss();
  };
  const create = async () => {
    if (!object) return;
    const location = { location: place.location.trim() || undefined, latitude: coordinate(place.latitude), longitude: coordinate(place.longitude) };
    const result = await run(async () => PoiSchema.parse(await api.post(`/objects/${encodeURIComponent(object.id)}/poi`, { group: { id: groupId }, location })));
    if (result.ok) navigate(updatePoiPath(result.value.id));
  };

  const options = (groups.data?.content ?? []).map((g) => ({ value: g.id, label: g.title }));
  const placeField = (key: keyof typeof place, label: string, dir: 'ltr' | 'auto') => (
    <FormField label={label} errorText={errorOf(`location.${key}`)} controlId={`create-poi-${key}`} data-testid={`create-poi-${key}-field`}>
      <Input
        controlId={`create-poi-${key}`}
        data-testid={`create-poi-${key}`}
        value={place[key]}
        inputMode={dir === 'ltr' ? 'decimal' : undefined}
        onChange={({ detail }) => setPlace((p) => ({ ...p, [key]: detail.value.slice(0, POI_TITLE_MAX) }))}
        nativeInputAttributes={{ dir }}
      />
    </FormField>
  );
  return (
    <Modal
      visible={Boolean(object)}
      onDismiss={close}
      header={t('objectPage.createPoi.header', { name: object?.objectName || object?.inventoryNumber || '' })}
      data-testid="create-poi"
      footer={<ModalFooter onCancel={close} primaryLabel={t('objectPage.createPoi.create')} primaryTestId="create-poi-create" busy={saving} onPrimary={() => void create()} />}
    >
      <SpaceBetween size="m">
        <Box>{t('objectPage.createPoi.intro')}</Box>
        <FormField label={<FieldLabel text={t('appCms.poi.group')} required={true} />} errorText={errorOf('group') || errorOf('group.id')} controlId="create-poi-group">
          <Select
            controlId="create-poi-group"
            ariaRequired
            data-testid="create-poi-group"
            selectedOption={options.find((o) => o.value === groupId) ?? null}
            options={options}
            filteringType="auto"
            placeholder={t('appCms.poi.chooseGroup')}
            statusType={groups.loading ? 'loading' : 'finished'}
            loadingText={t('common.loading')}
            onChange={({ detail }) => setGroupId(detail.selectedOption.value ?? '')}
          />
        </FormField>
        <ExpandableSection headerText={t('objectPage.createPoi.place')} expanded={placeOpen || placeRefused} onChange={({ detail }) => setPlaceOpen(detail.expanded)} data-testid="create-poi-place">
          <SpaceBetween size="s">
            <Box color="text-body-secondary">{t('objectPage.createPoi.placeHint')}</Box>
            {placeField('location', t('appCms.poi.address'), 'auto')}
            <ColumnLayout columns={2}>
              {placeField('latitude', t('appCms.poi.latitude'), 'ltr')}
              {placeField('longitude', t('appCms.poi.longitude'), 'ltr')}
            </ColumnLayout>
          </SpaceBetween>
        </ExpandableSection>
      </SpaceBetween>
    </Modal>
  );
}
