import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { can } from '../../../../../shared/permissions';
import type { RecordType } from '../../../../../shared/records/record-types';
import { recordSchema, type RecordDto } from '../../../../../shared/schemas/records';
import { useApiQuery } from '../../../api/use-api-query';
import { ChangeHistoryPanel } from '../../../components/change-history/change-history-panel';
import { SavedResult } from '../../../components/saved-result/saved-result';
import { msg, type MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import { PageLoading } from '../../page-loading';
import type { ScreenProps } from '../../screen-props';
import { addRecordPath, recordListPath, recordTypeOfPath, saveRecordPath } from '../record-paths';
import { RecordForm } from './record-form';

/**
 * /add-<single> and /save-<single>/{id} of the six record types (spec 2 section 2): the title (Add
 * or Update) comes with the route; the insurance form reads '<Add|Update> Insurance Form' with the
 * subtitle Insurances. Without write on the type's area every field is disabled and Save hidden.
 */
export function RecordFormPage({ title }: ScreenProps) {
  const { id } = useParams();
  const { grant } = useSession();
  const t = useT();
  const type = recordTypeOfPath(useLocation().pathname);
  if (!type || !can(grant, type.area, 'read')) return <NotFoundPage />;
  const insurance = type.name === 'insurance';
  return (
    <ContentLayout
      header={
        <PageHeader
          title={insurance ? t(id ? 'recordForm.insurance.updateTitle' : 'recordForm.insurance.addTitle') : title}
          description={insurance ? t('recordType.insurance.plural') : undefined}
        />
      }
    >
      <RecordFormScreen key={`${type.name}:${id ?? ''}`} type={type} id={id} mayWrite={can(grant, type.area, 'write')} />
    </ContentLayout>
  );
}

export function RecordFormScreen({ type, id, mayWrite }: { type: RecordType; id?: string; mayWrite: boolean }) {
  // A restore from the Change History saved a new version: the form starts again from it.
  const [restores, setRestores] = useState(0);
  const restored = () => setRestores((n) => n + 1);
  return id ? <UpdateRecord key={restores} type={type} id={id} mayWrite={mayWrite} onRestored={restored} /> : <AddRecord type={type} mayWrite={mayWrite} />;
}

function RecordSaved({ type, title, onAdd, saved }: { type: RecordType; title: MessageId; onAdd: () => void; saved?: RecordDto }) {
  return (
    <SavedResult
      title={title}
      listPath={recordListPath(type)}
      listArea={type.path}
      listLabel={msg('recordForm.saved.goToList')}
      addLabel={msg('recordForm.saved.addAnother')}
      onAdd={onAdd}
      saved={saved && { path: saveRecordPath(type, saved.id), name: typeof saved.reportId === 'string' && saved.reportId ? saved.reportId : String(saved.inventoryNumber ?? saved.id) }}
      testId="record-saved"
    />
  );
}

function AddRecord({ type, mayWrite }: { type: RecordType; mayWrite: boolean }) {
  const [params] = useSearchParams();
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<RecordDto>();
  const again = () => {
    setSaved(undefined);
    setRound((r) => r + 1);
  };
  if (saved) return <RecordSaved type={type} title={msg('users.saved.inserted')} onAdd={again} saved={saved} />;
  return <RecordForm key={round} type={type} initialObjectId={params.get('objectId') ?? undefined} mayWrite={mayWrite} onSaved={setSaved} />;
}

function UpdateRecord({ type, id, mayWrite, onRestored }: { type: RecordType; id: string; mayWrite: boolean; onRestored: () => void }) {
  const navigate = useNavigate();
  const parse = useMemo(() => (value: unknown) => recordSchema(type).parse(value) as RecordDto, [type]);
  const { data: record, error } = useApiQuery(`/${type.path}/${encodeURIComponent(id)}`, parse);
  const [saved, setSaved] = useState(false);
  if (saved) return <RecordSaved type={type} title={msg('notice.dataSaved')} onAdd={() => navigate(addRecordPath(type))} />;
  if (!record) return error ? null : <PageLoading />;
  return (
    <SpaceBetween size="l">
      <RecordForm type={type} record={record} mayWrite={mayWrite} onSaved={() => setSaved(true)} />
      <ChangeHistoryPanel objectId={record.id} objectType={type.name} onRestored={mayWrite ? onRestored : undefined} />
    </SpaceBetween>
  );
}
