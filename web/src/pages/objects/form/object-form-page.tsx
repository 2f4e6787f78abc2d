import ContentLayout from '@cloudscape-design/components/content-layout';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { can, type Grant } from '../../../../../shared/permissions';
import { ObjectSchema, type CollectionObject } from '../../../../../shared/schemas/object';
import { useApiQuery } from '../../../api/use-api-query';
import { ChangeHistoryPanel } from '../../../components/change-history/change-history-panel';
import { msg } from '../../../i18n/message-ids';
import { useSession } from '../../../session/session-context';
import { useT } from '../../../i18n/use-t';
import { itemReportPath } from '../list/object-paths';
import { objectPagePath } from '../../../paths';
import { ObjectName } from '../page/object-name';
import { PageHeader } from '../../page-header';
import { PageLoading } from '../../page-loading';
import type { ScreenProps } from '../../screen-props';
import { ObjectForm } from './object-form';
import { ObjectSavedResult } from './object-saved-result';
import { ObjectRecordsPanel } from '../../records/object-records/object-records-panel';

const parseObject = (value: unknown) => ObjectSchema.parse(value);
const ADD_OBJECT_PATH = '/add-object';

/**
 * /add-object and /save-object/{id} (spec 2 section 2): the title (Add or Update) comes with the
 * route. Without item write every field is disabled and Save is hidden.
 */
export function ObjectFormPage({ title }: ScreenProps) {
  const { id } = useParams();
  const { grant } = useSession();
  const navigate = useNavigate();
  const t = useT();
  const [named, setNamed] = useState<Pick<CollectionObject, 'id' | 'inventoryNumber' | 'objectName'>>();
  // An object that exists has an item report (spec 2 section 2: reached from the object's form)
  // and its page (issue 32), which the heading names once it is read.
  const actions = id ? (
    <SpaceBetween direction="horizontal" size="xs">
      <Button iconName="file" onClick={() => navigate(itemReportPath([id]))} data-testid="object-report">
        {t('itemReport.action')}
      </Button>
      <Button onClick={() => navigate(objectPagePath(id))} data-testid="object-form-page-link">
        {t('objectPage.open')}
      </Button>
    </SpaceBetween>
  ) : undefined;
  const shown = id && named?.id === id ? named : undefined;
  return (
    <ContentLayout
      header={
        <PageHeader
          title={shown ? <ObjectName inventoryNumber={shown.inventoryNumber} objectName={shown.objectName} /> : title}
          description={shown ? title : undefined}
          actions={actions}
        />
      }
    >
      <ObjectFormScreen id={id} mayWrite={can(grant, 'item', 'write')} grant={grant} onLoaded={setNamed} />
    </ContentLayout>
  );
}

/**
 * The form, or after a save its success result; on update the object's records (for the types
 * `grant` may read) and the Change History below it.
 */
export function ObjectFormScreen({ id, mayWrite, grant, onLoaded }: { id?: string; mayWrite: boolean; grant?: Grant; onLoaded?: (object: CollectionObject) => void }) {
  // A restore from the Change History saved a new version: the form starts again from it.
  const [restores, setRestores] = useState(0);
  const restored = () => setRestores((n) => n + 1);
  return id ? <UpdateObject key={`${id}:${restores}`} id={id} mayWrite={mayWrite} grant={grant} onLoaded={onLoaded} onRestored={restored} /> : <AddObject mayWrite={mayWrite} />;
}

function AddObject({ mayWrite }: { mayWrite: boolean }) {
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<CollectionObject>();
  const again = () => {
    setSaved(undefined);
    setRound((r) => r + 1);
  };
  return saved ? (
    <ObjectSavedResult title={msg('users.saved.inserted')} onAddObject={again} saved={saved} />
  ) : (
    <ObjectForm key={round} mayWrite={mayWrite} onSaved={setSaved} />
  );
}

function UpdateObject({ id, mayWrite, grant, onLoaded, onRestored }: { id: string; mayWrite: boolean; grant?: Grant; onLoaded?: (object: CollectionObject) => void; onRestored: () => void }) {
  const navigate = useNavigate();
  const { data: object, error } = useApiQuery(`/objects/${encodeURIComponent(id)}`, parseObject);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (object) onLoaded?.(object);
  }, [object, onLoaded]);
  if (saved) return <ObjectSavedResult title={msg('notice.dataSaved')} onAddObject={() => navigate(ADD_OBJECT_PATH)} />;
  if (!object) return error ? null : <PageLoading />;
  return (
    <SpaceBetween size="l">
      <ObjectForm object={object} mayWrite={mayWrite} onSaved={() => setSaved(true)} />
      {grant && <ObjectRecordsPanel objectId={object.id} grant={grant} />}
      <ChangeHistoryPanel objectId={object.id} objectType="object" onRestored={mayWrite ? onRestored : undefined} />
    </SpaceBetween>
  );
}
