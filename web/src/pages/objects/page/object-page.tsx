import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useParams } from 'react-router-dom';
import { can, hasFeature, type Grant } from '../../../../../shared/permissions';
import { RECORD_TYPES, type RecordType } from '../../../../../shared/records/record-types';
import { ObjectSchema } from '../../../../../shared/schemas/object';
import { ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { useSession } from '../../../session/session-context';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import { PageLoading } from '../../page-loading';
import type { ScreenProps } from '../../screen-props';
import { useObjectDropdowns } from '../form/use-object-dropdowns';
import { useDropdownTitle } from './dropdown-titles';
import { ObjectDetails } from './object-details';
import { ObjectLocation } from './object-location';
import { ObjectName } from './object-name';
import { ObjectOverview, type ConditionShown } from './object-overview';
import { latestCondition } from './object-page-content';
import { mayCreatePoi } from './create-poi-modal';
import { ObjectPageActions } from './object-page-actions';
import { ObjectPois } from './object-pois';
import { ObjectRecordsTabs } from './object-records-tabs';
import { useObjectRecords } from './use-object-records';

const parseObject = (value: unknown) => ObjectSchema.parse(value);
const CONDITION = RECORD_TYPES.condition as RecordType;

/**
 * /objects/{id} (issue 32): an object read at a glance, offered as its form is (item read in the
 * Item-Cataloging module). Its POIs need App-CMS read; each record type, read on its own area.
 */
export function ObjectPage({ title }: ScreenProps) {
  const { id } = useParams();
  const { grant } = useSession();
  if (!id || !hasFeature(grant, 'Item-Cataloging') || !can(grant, 'item', 'read')) return <NotFoundPage />;
  return <ObjectPageScreen key={id} id={id} title={title} grant={grant} />;
}

export function ObjectPageScreen({ id, title, grant }: { id: string; title: string; grant: Grant }) {
  const { data: object, error } = useApiQuery(`/objects/${encodeURIComponent(id)}`, parseObject);
  const dropdowns = useObjectDropdowns();
  const titleOf = useDropdownTitle(dropdowns);
  const types = (Object.values(RECORD_TYPES) as RecordType[]).filter((type) => can(grant, type.area, 'read'));
  const records = useObjectRecords(id, types);
  const withPois = hasFeature(grant, 'App-Cms') && can(grant, 'appcms', 'read');

  const conditions = records.lists.find((l) => l.type.name === CONDITION.name);
  const latest = conditions && latestCondition(CONDITION, conditions.records);
  const condition: ConditionShown = !types.includes(CONDITION) ? null : records.loading ? 'loading' : (latest ?? 'none');
  // An id no object has (deleted, or a mistyped link) is the console's not-found page, not an empty page with actions.
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;

  return (
    <ContentLayout
      header={
        <PageHeader
          title={object ? <ObjectName inventoryNumber={object.inventoryNumber} objectName={object.objectName} /> : title}
          actions={object && <ObjectPageActions object={object} mayWrite={can(grant, 'item', 'write')} mayCreatePoi={mayCreatePoi(grant)} />}
        />
      }
    >
      {object ? (
        <SpaceBetween size="l">
          <ObjectOverview object={object} titleOf={titleOf} dropdowns={dropdowns} condition={condition} />
          <ObjectDetails object={object} />
          <ObjectLocation object={object} titleOf={titleOf} />
          {types.length > 0 && (
            <ObjectRecordsTabs objectId={id} lists={records.lists} loading={records.loading} titleOf={titleOf} mayWrite={(type) => can(grant, type.area, 'write')} />
          )}
          {withPois && <ObjectPois objectId={id} />}
        </SpaceBetween>
      ) : error ? null : (
        <PageLoading />
      )}
    </ContentLayout>
  );
}
