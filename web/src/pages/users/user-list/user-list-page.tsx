import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../../../shared/permissions';
import { ServerListTable } from '../../../components/lists/server-list-table';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { PATHS, updateUserPath } from '../../../paths';
import { userColumns } from './table-config';
import { useUserList } from './use-user-list';

/** User List (spec 1 section 2): server-paged, searchable; add, update and delete need write on user. */
export function UserListPage({ title }: ScreenProps) {
  const t = useT();
  const { grant } = useSession();
  const mayWrite = can(grant, 'user', 'write');
  const navigate = useNavigate();
  const onFollow = useOnFollow();
  const list = useUserList();
  const askDelete = list.deletion.ask;

  const columns = useMemo(
    () => userColumns({ onFollow, onUpdate: (user) => navigate(updateUserPath(user.id)), onDelete: (user) => askDelete([user]) }, mayWrite, t),
    [onFollow, navigate, mayWrite, t, askDelete],
  );

  return (
    <SpaceBetween size="m">
      <PageHeader title={title} description={t('users.subtitle')} />
      <ServerListTable
        list={list}
        testId="user-table"
        trackBy="id"
        columnDefinitions={columns}
        loadingText={t('users.list.loading')}
        selectable={mayWrite}
        itemLabel={(user) => user.username}
        labels={{ table: t('users.list.header'), selection: t('users.list.selection'), selectAll: t('users.list.selectAll') }}
        emptyText={t('users.list.empty')}
        search={{ label: t('users.list.search'), clearLabel: t('users.list.clearSearch') }}
        heading={{
          title: t('users.list.header'),
          actions: mayWrite && (
            <SpaceBetween direction="horizontal" size="xs">
              <Button disabled={!list.selectedItems.length} onClick={() => askDelete(list.selectedItems)} data-testid="user-delete">
                {t('common.delete')}
              </Button>
              <Button variant="primary" onClick={() => navigate(PATHS.addUser)} data-testid="user-add">
                {t('common.add')}
              </Button>
            </SpaceBetween>
          ),
        }}
      />
    </SpaceBetween>
  );
}
