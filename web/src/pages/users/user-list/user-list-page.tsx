import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../../../shared/permissions';
import { useApi } from '../../../api/api-context';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { ConfirmDeleteModal } from '../../../components/confirm-delete/confirm-delete-modal';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { PageSizePreferences } from '../../../components/server-paging/page-size-preferences';
import { fromPageIndex, pageRange, pagesCount, toPageIndex, withPageSize } from '../../../components/server-paging/paging';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { PATHS, updateUserPath } from '../../../paths';
import type { UserRecord } from '../user-record';
import { userColumns } from './table-config';
import { useUserList } from './use-user-list';

/** User List (spec 1 section 2): server-paged, searchable; add, update and delete need write on user. */
export function UserListPage({ title }: ScreenProps) {
  const t = useT();
  const { grant } = useSession();
  const mayWrite = can(grant, 'user', 'write');
  const api = useApi();
  const navigate = useNavigate();
  const onFollow = useOnFollow();
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const list = useUserList();
  const [selected, setSelected] = useState<UserRecord[]>([]);
  const [toDelete, setToDelete] = useState<UserRecord[]>([]);
  const [deleting, setDeleting] = useState(false);

  const columns = useMemo(
    () => userColumns({ onFollow, onUpdate: (user) => navigate(updateUserPath(user.id)), onDelete: (user) => setToDelete([user]) }, mayWrite, t),
    [onFollow, navigate, mayWrite, t],
  );

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await api.delete('/users', { query: { id: toDelete.map((u) => u.id) } });
      notifySuccess('notice.dataDeleted');
      setSelected((current) => current.filter((u) => !toDelete.some((d) => d.id === u.id)));
      list.reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setDeleting(false);
      setToDelete([]);
    }
  };

  const total = list.data?.totalElements ?? 0;
  return (
    <SpaceBetween size="m">
      <PageHeader title={title} description={t('users.subtitle')} />
      <Table
        data-testid="user-table"
        variant="full-page"
        trackBy="id"
        items={list.data?.content ?? []}
        columnDefinitions={columns}
        loading={list.loading}
        loadingText={t('users.list.loading')}
        selectionType={mayWrite ? 'multi' : undefined}
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          tableLabel: t('users.list.header'),
          selectionGroupLabel: t('users.list.selection'),
          allItemsSelectionLabel: () => t('users.list.selectAll'),
          itemSelectionLabel: (_state, user) => t('common.table.selectRow', { name: user.username }),
        }}
        header={
          <Header
            counter={list.data ? `(${t('common.paging.range', pageRange(list.paging, total))})` : undefined}
            actions={
              mayWrite && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button disabled={!selected.length} onClick={() => setToDelete(selected)} data-testid="user-delete">
                    {t('common.delete')}
                  </Button>
                  <Button variant="primary" onClick={() => navigate(PATHS.addUser)} data-testid="user-add">
                    {t('common.add')}
                  </Button>
                </SpaceBetween>
              )
            }
          >
            {t('users.list.header')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={list.filteringText}
            filteringPlaceholder={t('users.list.search')}
            filteringAriaLabel={t('users.list.search')}
            filteringClearAriaLabel={t('users.list.clearSearch')}
            onChange={({ detail }) => list.setFilteringText(detail.filteringText)}
          />
        }
        pagination={
          <Pagination
            currentPageIndex={toPageIndex(list.paging)}
            pagesCount={pagesCount(total, list.paging.size)}
            onChange={({ detail }) => list.setPaging(fromPageIndex(list.paging, detail.currentPageIndex))}
          />
        }
        preferences={<PageSizePreferences size={list.paging.size} onChange={(size) => list.setPaging(withPageSize(size))} />}
        empty={<Box textAlign="center">{t('users.list.empty')}</Box>}
      />
      <ConfirmDeleteModal visible={toDelete.length > 0} busy={deleting} onConfirm={confirmDelete} onCancel={() => setToDelete([])} />
    </SpaceBetween>
  );
}
