import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../../shared/permissions';
import type { ObjectSetDto } from '../../../../shared/schemas/object-set';
import { useApi } from '../../api/api-context';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { ConfirmDeleteModal } from '../../components/confirm-delete/confirm-delete-modal';
import { formatTimestamp } from '../../components/date-time/date-time';
import { useDateDisplay } from '../../components/date-time/use-date-display';
import { useClientList } from '../../components/lists/use-client-list';
import { useSuccessNotice } from '../../components/notices/use-success-notice';
import { Ltr } from '../../i18n/ltr';
import { useT } from '../../i18n/use-t';
import { objectSetPath } from '../../paths';
import { useSession } from '../../session/session-context';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';
import { ObjectSetFormModal } from './object-set-form-modal';
import { setPath, useObjectSets } from './object-set-queries';

/** Objects -> Sets (issue 29): the sets the user sees; item read opens them, item write changes them. */
export function ObjectSetListPage({ title }: ScreenProps) {
  const { grant, user } = useSession();
  if (!can(grant, 'item', 'read')) return <NotFoundPage />;
  return <ObjectSetList title={title} mayWrite={can(grant, 'item', 'write')} userId={user?.id} />;
}

/** The list itself: only a set's creator makes it private or shared (`userId`). */
export function ObjectSetList({ title, mayWrite, userId }: { title: string; mayWrite: boolean; userId: string | undefined }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const display = useDateDisplay();
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const sets = useObjectSets();
  const list = useClientList(sets.data ?? [], { trackBy: (s) => s.id, empty: t('objectSets.empty'), searchText: (s) => s.name });
  const [editing, setEditing] = useState<ObjectSetDto | 'new'>();
  const [deleting, setDeleting] = useState<ObjectSetDto>();
  const [busy, setBusy] = useState(false);

  const remove = async (set: ObjectSetDto) => {
    setBusy(true);
    try {
      await api.delete(setPath(set.id));
      notifySuccess('notice.dataDeleted');
      sets.reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };

  const open = (set: ObjectSetDto) => navigate(objectSetPath(set.id));
  const columns: TableProps.ColumnDefinition<ObjectSetDto>[] = [
    {
      id: 'name',
      header: t('objectSets.name'),
      isRowHeader: true,
      cell: (s) => (
        <Link href={objectSetPath(s.id)} onFollow={(e) => (e.preventDefault(), open(s))} data-testid={`object-set-open-${s.name}`}>
          <bdi>{s.name}</bdi>
        </Link>
      ),
    },
    { id: 'visibility', header: t('objectSets.visibility'), cell: (s) => (s.private ? t('objectSets.private') : t('objectSets.shared')) },
    { id: 'size', header: t('objectSets.size'), cell: (s) => s.size },
    { id: 'owner', header: t('objectSets.owner'), cell: (s) => <bdi>{s.ownerName}</bdi> },
    { id: 'updated', header: t('objectSets.updated'), cell: (s) => <Ltr>{formatTimestamp(s.updatedAt, display)}</Ltr> },
    ...(mayWrite
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            cell: (s: ObjectSetDto) => (
              <ButtonDropdown
                variant="inline-icon"
                ariaLabel={t('objectSets.actionsOf', { name: s.name })}
                data-testid={`object-set-actions-${s.name}`}
                items={[
                  { id: 'edit', text: t('objectSets.rename') },
                  { id: 'delete', text: t('common.delete') },
                ]}
                onItemClick={({ detail }) => (detail.id === 'edit' ? setEditing(s) : setDeleting(s))}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      <Table<ObjectSetDto>
        data-testid="object-set-table"
        variant="full-page"
        {...list.collectionProps}
        items={list.items}
        columnDefinitions={columns}
        wrapLines
        loading={sets.loading}
        loadingText={t('objectSets.loading')}
        ariaLabels={{ tableLabel: title }}
        header={
          <Header
            counter={sets.data ? list.counter : undefined}
            description={t('objectSets.description')}
            actions={
              mayWrite && (
                <Button variant="primary" onClick={() => setEditing('new')} data-testid="object-set-create">
                  {t('objectSets.create')}
                </Button>
              )
            }
          >
            {t('objectSets.header')}
          </Header>
        }
      />
      {editing && (
        <ObjectSetFormModal
          set={editing === 'new' ? undefined : editing}
          mayShare={editing === 'new' || editing.ownerId === userId}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            notifySuccess('objectSets.saved');
            sets.reload();
          }}
        />
      )}
      <ConfirmDeleteModal visible={Boolean(deleting)} busy={busy} names={deleting ? [deleting.name] : []} onConfirm={() => deleting && void remove(deleting)} onCancel={() => setDeleting(undefined)} />
    </SpaceBetween>
  );
}
