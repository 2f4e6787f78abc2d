import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useMemo, useState } from 'react';
import { can } from '../../../../shared/permissions';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { ConfirmDeleteModal } from '../../components/confirm-delete/confirm-delete-modal';
import { useClientList } from '../../components/lists/use-client-list';
import { useSuccessNotice } from '../../components/notices/use-success-notice';
import { useSession } from '../../session/session-context';
import { useT } from '../../i18n/use-t';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';
import { AddGroupModal } from './add-group-modal';
import { groupColumns } from './table-config';
import { parseUserGroups, USER_GROUPS_PATH, type UserGroupRecord } from './user-group-record';

/**
 * User Groups (spec 1 section 2): the list needs read on user; add, rename and delete need write.
 * A group that still has members is refused by the API, and its message is shown as it comes.
 */
export function UserGroupsPage({ title }: ScreenProps) {
  const t = useT();
  const api = useApi();
  const { grant } = useSession();
  const mayWrite = can(grant, 'user', 'write');
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const groups = useApiQuery(USER_GROUPS_PATH, parseUserGroups);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<UserGroupRecord[]>([]);
  const [deleting, setDeleting] = useState(false);

  const columns = useMemo(() => groupColumns(mayWrite, t), [mayWrite, t]);
  const list = useClientList(groups.data ?? [], { trackBy: (g) => g.id, searchText: (g) => g.value, empty: t('access.groups.empty') });
  const selected = list.selectedItems;

  const add = async (value: string) => {
    try {
      await api.post(USER_GROUPS_PATH, { value });
      notifySuccess('notice.dataSaved');
      groups.reload();
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };

  const rename = async (group: UserGroupRecord, value: string) => {
    if (value.trim() === group.value) return;
    try {
      await api.put(`${USER_GROUPS_PATH}/${encodeURIComponent(group.id)}`, { value: value.trim(), version: group.version });
      notifySuccess('notice.dataSaved');
      groups.reload();
    } catch (error) {
      notifyError(error);
      // Rethrown so the table keeps the cell in edit mode with the typed name.
      throw error;
    }
  };

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await api.delete(USER_GROUPS_PATH, { query: { id: toDelete.map((g) => g.id) } });
      notifySuccess('notice.dataDeleted');
      list.setSelectedItems([]);
    } catch (error) {
      notifyError(error);
    } finally {
      // Some groups of a multi-row delete may have gone before one was refused.
      groups.reload();
      setDeleting(false);
      setToDelete([]);
    }
  };

  return (
    <SpaceBetween size="m">
      <PageHeader title={title} description={t('access.area.user')} />
      <Table
        data-testid="group-table"
        {...list.collectionProps}
        items={list.items}
        columnDefinitions={columns}
        loading={groups.loading}
        loadingText={t('access.groups.loading')}
        selectionType={mayWrite ? 'multi' : undefined}
        submitEdit={mayWrite ? (group, _column, value) => rename(group, typeof value === 'string' ? value : group.value) : undefined}
        ariaLabels={{
          tableLabel: t('screen.userGroups'),
          selectionGroupLabel: t('access.groups.selection'),
          allItemsSelectionLabel: () => t('common.table.selectAll'),
          itemSelectionLabel: (_state, group) => t('common.table.selectRow', { name: group.value }),
          activateEditLabel: (_column, group) => t('access.groups.rename', { name: group.value }),
          cancelEditLabel: () => t('access.groups.cancelRename'),
          submitEditLabel: () => t('access.groups.saveName'),
        }}
        header={
          <Header
            counter={groups.data ? list.counter : undefined}
            actions={
              mayWrite && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button disabled={!selected.length} onClick={() => setToDelete([...selected])} data-testid="group-delete">
                    {t('common.delete')}
                  </Button>
                  <Button variant="primary" onClick={() => setAdding(true)} data-testid="group-add">
                    {t('common.add')}
                  </Button>
                </SpaceBetween>
              )
            }
          >
            {t('screen.userGroups')}
          </Header>
        }
        filter={
          <TextFilter {...list.filterProps} filteringPlaceholder={t('access.groups.search')} filteringAriaLabel={t('access.groups.search')} />
        }
      />
      <AddGroupModal visible={adding} onAdd={add} onClose={() => setAdding(false)} />
      <ConfirmDeleteModal visible={toDelete.length > 0} busy={deleting} names={toDelete.map((g) => g.value)} onConfirm={confirmDelete} onCancel={() => setToDelete([])} />
    </SpaceBetween>
  );
}
