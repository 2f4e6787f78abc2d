import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CSV_EXPORTS } from '../../../../../shared/app-content/constants';
import { can } from '../../../../../shared/permissions';
import { BeaconHealthSettingsSchema, BeaconPageSchema, type BeaconDto } from '../../../../../shared/schemas/beacon';
import type { BeaconHealthSettings } from '../../../../../shared/visitor-app/beacon-health';
import { useApiQuery } from '../../../api/use-api-query';
import { useApi } from '../../../api/api-context';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { formatTimestamp } from '../../../components/date-time/date-time';
import { useDateDisplay } from '../../../components/date-time/use-date-display';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import type { ListState } from '../../../components/lists/list-state';
import { ServerListTable } from '../../../components/lists/server-list-table';
import { useDebounced } from '../../../components/lists/use-debounced';
import { useServerList } from '../../../components/lists/use-server-list';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { assignBeaconPath, updatePoiGroupPath, updatePoiPath } from '../common/app-paths';
import { downloadCsv } from '../common/csv-download';
import { AddBeaconModal } from './add-beacon-modal';
import { BeaconAttentionCard } from './beacon-attention-card';
import { BeaconHealthStatus, healthFilterOf, HEALTH_FILTERS, type HealthFilter } from './beacon-health';
import { HealthSettingsModal } from './health-settings-modal';

/** A row of the table: a beacon, or (when its row is expanded) one of the POIs it is assigned to. */
type Row = { kind: 'beacon'; id: string; beacon: BeaconDto } | { kind: 'poi'; id: string; poi: { id: string; title: string } };

function parse(value: unknown) {
  const page = BeaconPageSchema.parse(value);
  return { totalElements: page.totalElements, content: page.content.map((beacon): Row => ({ kind: 'beacon', id: beacon.id, beacon })) };
}

/** The two text filters, each sent once typing settles, and the health chosen (from the address first: the card links to it). */
type BeaconFilters = { uniqueId: string; mac: string; health: HealthFilter };
const beaconFilters = (health: HealthFilter) => ({ initial: { uniqueId: '', mac: '', health }, schema: z.object({ uniqueId: z.string(), mac: z.string(), health: z.enum(HEALTH_FILTERS) }) });
const beaconQuery = ({ paging, filters }: ListState<BeaconFilters>) => ({ page: paging.page, size: paging.size, uniqueId: filters.uniqueId.trim(), mac: filters.mac.trim(), ...(filters.health ? { health: filters.health } : {}) });
const parseSettings = (value: unknown) => BeaconHealthSettingsSchema.parse(value);

/** A maps link for the last synced place (spec 2 section 2: "a button opening a maps link"). */
export const mapsLink = (p: { latitude: number; longitude: number }) => `https://www.openstreetmap.org/?mlat=${p.latitude}&mlon=${p.longitude}#map=17/${p.latitude}/${p.longitude}`;

/**
 * /beacons (spec 2 section 2): text filters on Unique ID and MAC Address, the beacon's figures,
 * its group and POI, rows that expand to the POIs assigned; Export; Assign and Unassign.
 */
export function BeaconListPage({ title }: ScreenProps) {
  const { grant } = useSession();
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  return <BeaconList title={title} mayWrite={can(grant, 'appcms', 'write')} />;
}

function BeaconList({ title, mayWrite }: { title: string; mayWrite: boolean }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const onFollow = useOnFollow();
  const display = useDateDisplay();
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const [address, setAddress] = useSearchParams();
  const [filters] = useState(() => beaconFilters(healthFilterOf(address.get('health'))));
  const list = useServerList({ path: '/beacons', parse, filters, toQuery: beaconQuery });
  const [typed, setTyped] = useState({ uniqueId: '', mac: '' });
  const settled = useDebounced(typed);
  const { setFilters } = list;
  useEffect(() => setFilters((current) => (current.uniqueId === settled.uniqueId && current.mac === settled.mac ? current : { ...current, ...settled })), [settled, setFilters]);
  const health = list.state.filters.health;
  const chooseHealth = (next: HealthFilter) => {
    setFilters((current) => ({ ...current, health: next }));
    setAddress(next ? { health: next } : {}, { replace: true });
  };
  const settings = useApiQuery('/api/beacons/health-settings', parseSettings);
  const [editingSettings, setEditingSettings] = useState<BeaconHealthSettings>();
  // The card and the rows' health follow a change of the settings.
  const [settingsSaved, setSettingsSaved] = useState(0);
  const selected = list.selectedItems;
  const [expanded, setExpanded] = useState<Row[]>([]);
  const [unassigning, setUnassigning] = useState<BeaconDto>();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<'unassign' | 'export'>();
  const none = t('common.missingValue');
  const healthOptions = [
    { value: '', label: t('appCms.health.all') },
    { value: 'silent', label: t('appCms.health.silent') },
    { value: 'low-battery', label: t('appCms.health.lowBattery') },
  ];

  const unassign = async () => {
    if (!unassigning) return;
    setBusy('unassign');
    try {
      const b = unassigning;
      await api.put(`/beacons/${encodeURIComponent(b.id)}`, { uniqueId: b.uniqueId, mac: b.mac, pointOfInterestId: null, groupId: null, version: b.version });
      notifySuccess('appCms.notice.beaconUnassigned');
      list.refetchFromStart();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(undefined);
      setUnassigning(undefined);
    }
  };

  const exportCsv = async () => {
    setBusy('export');
    try {
      const ids = selected.flatMap((r) => (r.kind === 'beacon' ? [r.id] : []));
      await downloadCsv(api, '/api/beacons/export', ids.length ? { idList: ids } : { all: true }, CSV_EXPORTS.beacons);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(undefined);
    }
  };

  const beaconCell = (render: (b: BeaconDto) => ReactNode, poi?: (p: { id: string; title: string }) => ReactNode) => (row: Row) =>
    row.kind === 'beacon' ? render(row.beacon) : poi ? poi(row.poi) : null;

  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'uniqueId',
      header: t('appCms.beacon.uniqueId'),
      isRowHeader: true,
      // An expanded row names its POI here, in view, rather than in the far Assigned POI column.
      cell: beaconCell(
        (b) => <Ltr>{b.uniqueId}</Ltr>,
        (p) => (
          <SpaceBetween direction="horizontal" size="xs">
            <Box color="text-status-inactive">{t('appCms.beacon.assignedPoi')}</Box>
            <Link href={updatePoiPath(p.id)} onFollow={onFollow}>
              {p.title}
            </Link>
          </SpaceBetween>
        ),
      ),
    },
    // A MAC address may break after a colon, so the column narrows with the page rather than pushing the table wider.
    { id: 'mac', header: t('appCms.beacon.mac'), cell: beaconCell((b) => <Ltr>{b.mac ? b.mac.split(':').flatMap((part, i) => (i ? [':', <wbr key={i} />, part] : [part])) : none}</Ltr>) },
    { id: 'totalScans', header: t('appCms.beacon.totalScans'), cell: beaconCell((b) => b.totalScans) },
    // The health shows in the battery's cell when it needs attention: a column of its own would push the table past 1400 px.
    {
      id: 'battery',
      header: t('appCms.beacon.battery'),
      cell: beaconCell((b) => (b.health !== 'ok' ? <BeaconHealthStatus health={b.health} /> : b.batteryLevel === null ? none : t('appCms.beacon.batteryValue', { value: b.batteryLevel }))),
    },
    { id: 'txPower', header: t('appCms.beacon.txPower'), cell: beaconCell((b) => (b.txPower === null ? none : <Ltr>{t('appCms.poi.dbm', { value: b.txPower })}</Ltr>)) },
    {
      id: 'lastSynced',
      header: t('appCms.beacon.lastSynced'),
      cell: beaconCell((b) => (b.lastSyncedTimestamp === null ? none : <Ltr>{formatTimestamp(new Date(b.lastSyncedTimestamp * 1000).toISOString(), display)}</Ltr>)),
    },
    {
      id: 'lastLocation',
      header: t('appCms.beacon.lastLocation'),
      cell: beaconCell((b) =>
        b.lastSyncedLocation ? (
          // An icon button (named for screen readers): the column stays narrow enough for the table to fit 1400 px.
          <Button variant="inline-icon" iconName="external" href={mapsLink(b.lastSyncedLocation)} target="_blank" ariaLabel={t('appCms.beacon.openMap', { uniqueId: b.uniqueId })} />
        ) : (
          none
        ),
      ),
    },
    {
      id: 'group',
      header: t('appCms.beacon.group'),
      cell: beaconCell((b) =>
        b.pointOfInterestGroup ? (
          <Link href={updatePoiGroupPath(b.pointOfInterestGroup.id)} onFollow={onFollow}>
            {b.pointOfInterestGroup.title}
          </Link>
        ) : (
          none
        ),
      ),
    },
    {
      id: 'poi',
      header: t('appCms.beacon.poi'),
      cell: beaconCell(
        (b) => (b.pointOfInterestGroup ? none : b.poiList[0] ? <Link href={updatePoiPath(b.poiList[0].id)} onFollow={onFollow}>{b.poiList[0].title}</Link> : none),
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: beaconCell((b) =>
        mayWrite ? (
          <ButtonDropdown
            variant="inline-icon"
            ariaLabel={t('appCms.beacon.actionsOf', { uniqueId: b.uniqueId })}
            data-testid={`beacon-actions-${b.uniqueId}`}
            items={[
              { id: 'assign', text: t('appCms.beacon.assign') },
              { id: 'unassign', text: t('appCms.beacon.unassign'), disabled: !b.pointOfInterestGroup && b.poiList.length === 0 },
            ]}
            onItemClick={({ detail }) => (detail.id === 'assign' ? navigate(assignBeaconPath(b.uniqueId, b.id)) : setUnassigning(b))}
          />
        ) : null,
      ),
    },
  ];

  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      <BeaconAttentionCard key={settingsSaved} />
      <ServerListTable
        list={list}
        testId="beacon-table"
        trackBy="id"
        columnDefinitions={columns}
        // The row's actions stay in reach on a narrow screen; cells wrap so every column fits the page.
        stickyColumns={{ first: 0, last: 1 }}
        wrapLines
        loadingText={t('appCms.list.loading')}
        selectable
        isItemDisabled={(r) => r.kind === 'poi'}
        expandableRows={{
          getItemChildren: (r) => (r.kind === 'beacon' ? r.beacon.poiList.map((poi) => ({ kind: 'poi' as const, id: `${r.id}:${poi.id}`, poi })) : []),
          isItemExpandable: (r) => r.kind === 'beacon' && r.beacon.poiList.length > 0,
          expandedItems: expanded,
          onExpandableItemToggle: ({ detail }) => setExpanded((all) => (detail.expanded ? [...all, detail.item] : all.filter((r) => r.id !== detail.item.id))),
        }}
        itemLabel={(r) => (r.kind === 'beacon' ? r.beacon.uniqueId : r.poi.title)}
        labels={{
          table: title,
          selection: t('appCms.list.selection'),
          selectAll: t('appCms.list.selectAll'),
          expand: t('appCms.beacon.expand'),
          collapse: t('appCms.beacon.collapse'),
        }}
        emptyText={t('appCms.beacon.empty')}
        heading={{
          title,
          actions: (
            <SpaceBetween direction="horizontal" size="xs">
              {mayWrite && settings.data && (
                <Button onClick={() => setEditingSettings(settings.data)} data-testid="beacon-health-settings">
                  {t('appCms.health.settings')}
                </Button>
              )}
              <Button iconName="download" loading={busy === 'export'} onClick={() => void exportCsv()} data-testid="beacon-export">
                {selected.length ? t('appCms.list.exportSelected', { count: selected.length }) : t('appCms.list.export')}
              </Button>
              {mayWrite && (
                <Button variant="primary" onClick={() => setAdding(true)} data-testid="beacon-add">
                  {t('appCms.beacon.add')}
                </Button>
              )}
            </SpaceBetween>
          ),
        }}
        filterExtras={
          <>
            <TextFilter
              filteringText={typed.uniqueId}
              filteringPlaceholder={t('appCms.beacon.uniqueId')}
              filteringAriaLabel={t('appCms.beacon.filterUniqueId')}
              onChange={({ detail }) => setTyped((f) => ({ ...f, uniqueId: detail.filteringText }))}
              data-testid="beacon-filter-uniqueId"
            />
            <TextFilter
              filteringText={typed.mac}
              filteringPlaceholder={t('appCms.beacon.mac')}
              filteringAriaLabel={t('appCms.beacon.filterMac')}
              onChange={({ detail }) => setTyped((f) => ({ ...f, mac: detail.filteringText }))}
              data-testid="beacon-filter-mac"
            />
            <Select
              selectedOption={healthOptions.find((o) => o.value === health) ?? healthOptions[0]}
              options={healthOptions}
              onChange={({ detail }) => chooseHealth(healthFilterOf(detail.selectedOption.value ?? ''))}
              ariaLabel={t('appCms.health.filter')}
              data-testid="beacon-filter-health"
            />
          </>
        }
      />
      <Modal
        visible={Boolean(unassigning)}
        onDismiss={() => setUnassigning(undefined)}
        header={t('appCms.beacon.unassign')}
        data-testid="confirm-unassign"
        footer={<ModalFooter onCancel={() => setUnassigning(undefined)} primaryLabel={t('common.ok')} primaryTestId="confirm-unassign-ok" busy={busy === 'unassign'} onPrimary={() => void unassign()} />}
      >
        {t('appCms.beacon.confirmUnassign')}
      </Modal>
      {adding && <AddBeaconModal onClose={() => setAdding(false)} onAdded={list.refetchFromStart} />}
      {editingSettings && (
        <HealthSettingsModal
          current={editingSettings}
          onClose={() => setEditingSettings(undefined)}
          onSaved={() => {
            settings.reload();
            setSettingsSaved((n) => n + 1);
            list.reload();
          }}
        />
      )}
    </SpaceBetween>
  );
}

