import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CSV_EXPORTS } from '../../../../../shared/app-content/constants';
import { can } from '../../../../../shared/permissions';
import { BeaconPageSchema, type BeaconDto } from '../../../../../shared/schemas/beacon';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { formatTimestamp } from '../../../components/date-time/date-time';
import { useDateDisplay } from '../../../components/date-time/use-date-display';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { PageSizePreferences } from '../../../components/server-paging/page-size-preferences';
import { FIRST_PAGE, fromPageIndex, pageRange, pagesCount, toPageIndex, withPageSize, type Paging } from '../../../components/server-paging/paging';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { NotFoundPage } from '../../not-found/not-found-page';
import { OBJECT_SEARCH_DELAY_MS } from '../../objects/list/use-object-list';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { assignBeaconPath, updatePoiGroupPath, updatePoiPath } from '../common/app-paths';
import { downloadCsv } from '../common/csv-download';
import { AddBeaconModal } from './add-beacon-modal';

const parse = (value: unknown) => BeaconPageSchema.parse(value);

/** A row of the table: a beacon, or (when its row is expanded) one of the POIs it is assigned to. */
type Row = { kind: 'beacon'; id: string; beacon: BeaconDto } | { kind: 'poi'; id: string; poi: { id: string; title: string } };

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
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [typed, setTyped] = useState({ uniqueId: '', mac: '' });
  const [filters, setFilters] = useState(typed);
  const [expanded, setExpanded] = useState<Row[]>([]);
  const [selected, setSelected] = useState<Row[]>([]);
  const [unassigning, setUnassigning] = useState<BeaconDto>();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<'unassign' | 'export'>();

  useEffect(() => {
    if (typed.uniqueId === filters.uniqueId && typed.mac === filters.mac) return;
    const timer = setTimeout(() => {
      setFilters(typed);
      setPaging((p) => ({ ...p, page: 0 }));
    }, OBJECT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, filters]);

  const query = useMemo(() => ({ page: paging.page, size: paging.size, uniqueId: filters.uniqueId.trim(), mac: filters.mac.trim() }), [paging, filters]);
  const list = useApiQuery('/beacons', parse, query);
  const total = list.data?.totalElements ?? 0;
  const rows: Row[] = (list.data?.content ?? []).map((beacon) => ({ kind: 'beacon', id: beacon.id, beacon }));
  const none = t('common.missingValue');

  const unassign = async () => {
    if (!unassigning) return;
    setBusy('unassign');
    try {
      const b = unassigning;
      await api.put(`/beacons/${encodeURIComponent(b.id)}`, { uniqueId: b.uniqueId, mac: b.mac, pointOfInterestId: null, groupId: null, version: b.version });
      notifySuccess('appCms.notice.beaconUnassigned');
      list.reload();
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
    { id: 'mac', header: t('appCms.beacon.mac'), cell: beaconCell((b) => <Ltr>{b.mac ?? none}</Ltr>) },
    { id: 'totalScans', header: t('appCms.beacon.totalScans'), cell: beaconCell((b) => b.totalScans) },
    { id: 'battery', header: t('appCms.beacon.battery'), cell: beaconCell((b) => (b.batteryLevel === null ? none : t('appCms.beacon.batteryValue', { value: b.batteryLevel }))) },
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
          <Button variant="inline-link" iconName="external" iconAlign="right" href={mapsLink(b.lastSyncedLocation)} target="_blank" ariaLabel={t('appCms.beacon.openMap', { uniqueId: b.uniqueId })}>
            {t('appCms.beacon.map')}
          </Button>
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
      <Table<Row>
        data-testid="beacon-table"
        variant="full-page"
        trackBy="id"
        items={rows}
        columnDefinitions={columns}
        // A wide table scrolls; the row's actions stay in reach.
        stickyColumns={{ first: 0, last: 1 }}
        loading={list.loading}
        loadingText={t('appCms.list.loading')}
        selectionType="multi"
        selectedItems={selected}
        isItemDisabled={(r) => r.kind === 'poi'}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        expandableRows={{
          getItemChildren: (r) => (r.kind === 'beacon' ? r.beacon.poiList.map((poi) => ({ kind: 'poi' as const, id: `${r.id}:${poi.id}`, poi })) : []),
          isItemExpandable: (r) => r.kind === 'beacon' && r.beacon.poiList.length > 0,
          expandedItems: expanded,
          onExpandableItemToggle: ({ detail }) => setExpanded((all) => (detail.expanded ? [...all, detail.item] : all.filter((r) => r.id !== detail.item.id))),
        }}
        ariaLabels={{
          tableLabel: title,
          selectionGroupLabel: t('appCms.list.selection'),
          allItemsSelectionLabel: () => t('appCms.list.selectAll'),
          itemSelectionLabel: (_s, r) => t('common.table.selectRow', { name: r.kind === 'beacon' ? r.beacon.uniqueId : r.poi.title }),
          expandButtonLabel: () => t('appCms.beacon.expand'),
          collapseButtonLabel: () => t('appCms.beacon.collapse'),
        }}
        header={
          <Header
            counter={list.data ? `(${t('common.paging.range', pageRange(paging, total))})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="download" loading={busy === 'export'} onClick={() => void exportCsv()} data-testid="beacon-export">
                  {selected.length ? t('appCms.list.exportSelected', { count: selected.length }) : t('appCms.list.export')}
                </Button>
                {mayWrite && (
                  <Button variant="primary" onClick={() => setAdding(true)} data-testid="beacon-add">
                    {t('appCms.beacon.add')}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
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
          </SpaceBetween>
        }
        pagination={<Pagination currentPageIndex={toPageIndex(paging)} pagesCount={pagesCount(total, paging.size)} onChange={({ detail }) => setPaging(fromPageIndex(paging, detail.currentPageIndex))} />}
        preferences={<PageSizePreferences size={paging.size} onChange={(size) => setPaging(withPageSize(size))} />}
        empty={<Box textAlign="center">{t('appCms.beacon.empty')}</Box>}
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
      {adding && <AddBeaconModal onClose={() => setAdding(false)} onAdded={list.reload} />}
    </SpaceBetween>
  );
}

