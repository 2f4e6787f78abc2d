import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useUnsavedChanges } from '../../components/unsaved-changes/unsaved-changes';
import { can, visibleAreas, type Area, type Level, type PermissionMap } from '../../../../shared/permissions';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { useSuccessNotice } from '../../components/notices/use-success-notice';
import { useSession } from '../../session/session-context';
import { useT } from '../../i18n/use-t';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';
import { parseUserGroups, USER_GROUPS_PATH } from '../user-groups/user-group-record';
import { areaLabelId, levelLabelId, permissionRows, permissionsToSave, setPermission, type PermissionRow } from './permission-table';

/** Unsaved ticks belong to one version of one group; a reload or another group starts afresh. */
type Draft = { groupId: string; version: number | undefined; map: PermissionMap };

/** Permissions (spec 1 section 2): a group selector and Read/Write per area; saving needs write on user. */
export function PermissionsPage({ title }: ScreenProps) {
  const t = useT();
  const api = useApi();
  const { grant, refresh } = useSession();
  const mayWrite = can(grant, 'user', 'write');
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const groups = useApiQuery(USER_GROUPS_PATH, parseUserGroups);
  const [groupId, setGroupId] = useState<string>();
  const [draft, setDraft] = useState<Draft>();
  const [saving, setSaving] = useState(false);

  const group = groups.data?.find((g) => g.id === groupId);
  const map = group && draft?.groupId === group.id && draft.version === group.version ? draft.map : group?.permission ?? {};
  const rows = permissionRows(map, visibleAreas(grant.enabledFeatures));
  // Ticks not saved yet: a save reloads the group at its next version, which the draft no longer matches.
  const pending = Boolean(group && map !== group.permission && JSON.stringify(permissionsToSave(map)) !== JSON.stringify(permissionsToSave(group.permission ?? {})));
  useUnsavedChanges(pending ? map : null);

  const toggle = (area: Area, level: Level, checked: boolean) => {
    if (!group) return;
    setDraft({ groupId: group.id, version: group.version, map: setPermission(map, area, level, checked) });
  };

  const save = async () => {
    if (!group || saving) return;
    setSaving(true);
    try {
      await api.put(`${USER_GROUPS_PATH}/${encodeURIComponent(group.id)}/permissions`, { permission: permissionsToSave(map), version: group.version });
      notifySuccess('notice.permissionsSaved');
      // The editor may have changed their own group: the menu follows at once.
      void refresh();
      groups.reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const checkbox = (row: PermissionRow, level: Level) => (
    <Checkbox
      checked={row[level]}
      disabled={!mayWrite}
      ariaLabel={t('access.permissions.checkbox', { area: t(areaLabelId(row.area)), level: t(levelLabelId(level)) })}
      data-testid={`permission-${row.area}-${level}`}
      onChange={({ detail }) => toggle(row.area, level, detail.checked)}
    />
  );

  return (
    <ContentLayout header={<PageHeader title={title} description={t('access.area.user')} />}>
      <Container
        header={
          <Header
            variant="h2"
            actions={
              mayWrite && (
                <Button variant="primary" disabled={!group} loading={saving} onClick={save} data-testid="permissions-save">
                  {t('common.save')}
                </Button>
              )
            }
          >
            {t('screen.permissions')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <FormField label={t('access.permissions.group')} controlId="permissions-group">
            <Select
              controlId="permissions-group"
              data-testid="permissions-group"
              selectedOption={group ? { value: group.id, label: group.value } : null}
              options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.value }))}
              statusType={groups.loading ? 'loading' : 'finished'}
              loadingText={t('access.groups.loading')}
              placeholder={t('access.permissions.selectGroup')}
              empty={t('access.groups.empty')}
              filteringType="auto"
              filteringPlaceholder={t('access.groups.search')}
              filteringAriaLabel={t('access.groups.search')}
              onChange={({ detail }) => setGroupId(detail.selectedOption.value)}
            />
          </FormField>
          {group ? (
            <Table
              data-testid="permissions-table"
              variant="embedded"
              trackBy="area"
              items={rows}
              ariaLabels={{ tableLabel: t('access.permissions.tableOf', { group: group.value }) }}
              columnDefinitions={[
                { id: 'area', header: t('access.permissions.area'), cell: (row) => t(areaLabelId(row.area)), isRowHeader: true },
                { id: 'read', header: t('access.level.read'), cell: (row) => checkbox(row, 'read') },
                { id: 'write', header: t('access.level.write'), cell: (row) => checkbox(row, 'write') },
              ]}
            />
          ) : (
            <Box color="text-status-inactive">{t('access.permissions.chooseGroup')}</Box>
          )}
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
