import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import { CSV_EXPORTS } from '../../../../../shared/app-content/constants';
import { can, hasFeature } from '../../../../../shared/permissions';
import { PoiPageSchema, type PoiDto } from '../../../../../shared/schemas/poi';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { APP_PATHS, updatePoiGroupPath, updatePoiPath } from '../common/app-paths';
import { CONTENT_LISTS } from '../common/content-lists';
import { ContentTable, TITLE_WIDTH, useContentList } from '../common/content-table';
import { textIn } from '../common/text-in';
import { useAppLanguages } from '../common/use-app-languages';
import { NO_POI_FILTERS, PoiFiltersDrawer, PoiFiltersSchema, type PoiFilters } from './poi-filters';
import { itemWriteAllows } from './poi-permissions';

const parse = (value: unknown) => PoiPageSchema.parse(value);

/** A row: a POI, or (expanded) its description. */
type Row = PoiDto & { detail?: string };

/**
 * /pois (spec 2 section 2): Title, Subtitle, External Reference, POI Group, Beacon Detection
 * Range, Beacon; rows expand to the description; search by title and the Filters drawer; Add,
 * Delete and the CSV export (texts in the filtered language, else the default).
 */
export function PoiListPage({ title }: ScreenProps) {
  const { grant } = useSession();
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  return <PoiList title={title} />;
}

const POI_FILTERS = { initial: NO_POI_FILTERS, schema: PoiFiltersSchema };

function PoiList({ title }: { title: string }) {
  const t = useT();
  const { grant } = useSession();
  const onFollow = useOnFollow();
  const { languages, defaultCode } = useAppLanguages();
  const [drawer, setDrawer] = useState(false);
  const [expanded, setExpanded] = useState<Row[]>([]);
  const withLinkedItem = hasFeature(grant, 'Item-Cataloging');
  const filterQuery = useCallback((f: PoiFilters) => ({ language: f.language, groupId: f.groupId, itemId: withLinkedItem ? f.itemId : '' }), [withLinkedItem]);
  const list = useContentList<Row, PoiFilters>({ path: CONTENT_LISTS.pois, parse, filters: POI_FILTERS, filterQuery });
  const filters = list.state.filters;

  const shownIn = filters.language || defaultCode;
  const text = (p: PoiDto, field: 'title' | 'subtitle' | 'description') => textIn(p.data.content, shownIn, field);
  const none = t('common.missingValue');
  const activeCount = [filters.language, filters.groupId, withLinkedItem && filters.itemId].filter(Boolean).length;

  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      {drawer && (
        <PoiFiltersDrawer
          applied={filters}
          languages={languages}
          withLinkedItem={withLinkedItem}
          onApply={list.setFilters}
          onClose={() => setDrawer(false)}
        />
      )}
      <ContentTable<Row, PoiFilters>
        testId="poi"
        list={list}
        heading={title}
        itemLabel={(p) => text(p, 'title') || p.id}
        csv={{ path: '/api/point-of-interests/export', stem: CSV_EXPORTS.pois, query: { language: filters.language } }}
        addPath={APP_PATHS.addPoi}
        editPath={(p) => updatePoiPath(p.id)}
        mayWrite={can(grant, 'appcms', 'write')}
        mayEdit={itemWriteAllows(grant)}
        mayDelete={itemWriteAllows(grant)}
        filterExtras={
          <Button iconName="filter" onClick={() => setDrawer((open) => !open)} ariaExpanded={drawer} data-testid="poi-filters-toggle">
            {activeCount ? t('appCms.poi.filtersActive', { count: activeCount }) : t('appCms.poi.filters')}
          </Button>
        }
        isDetailRow={(p) => p.detail !== undefined}
        expandableRows={{
          getItemChildren: (p) => (p.detail === undefined ? [{ ...p, id: `${p.id}:description`, detail: text(p, 'description') }] : []),
          isItemExpandable: (p) => p.detail === undefined,
          expandedItems: expanded,
          onExpandableItemToggle: ({ detail }) => setExpanded((all) => (detail.expanded ? [...all, detail.item] : all.filter((r) => r.id !== detail.item.id))),
        }}
        columns={[
          {
            id: 'title',
            header: t('appCms.poi.title'),
            isRowHeader: true,
            width: TITLE_WIDTH,
            cell: (p) =>
              p.detail !== undefined ? (
                <Box variant="p" data-testid="poi-description">
                  {/* Up to 5000 characters: wrapped in the column, the first lines shown (the form has it whole). */}
                  <span dir="auto" style={{ whiteSpace: 'pre-wrap', display: '-webkit-box', WebkitLineClamp: 12, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                    {p.detail || none}
                  </span>
                </Box>
              ) : (
                <Link href={updatePoiPath(p.id)} onFollow={onFollow}>
                  {text(p, 'title') || none}
                </Link>
              ),
          },
          { id: 'subtitle', header: t('appCms.poi.subtitle'), width: 200, cell: (p) => (p.detail === undefined ? text(p, 'subtitle') || none : null) },
          { id: 'externalReference', header: t('appCms.poi.externalReference'), cell: (p) => (p.detail === undefined ? p.data.externalReference || none : null) },
          {
            id: 'group',
            header: t('appCms.poi.group'),
            cell: (p) =>
              p.detail === undefined && p.data.group ? (
                <Link href={updatePoiGroupPath(p.data.group.id)} onFollow={onFollow}>
                  {p.data.group.title}
                </Link>
              ) : null,
          },
          {
            id: 'range',
            header: t('appCms.poi.range'),
            cell: (p) => (p.detail === undefined ? <Ltr>{t('appCms.poi.rangeValues', p.data.beaconSensitivityRange)}</Ltr> : null),
          },
          { id: 'beacon', header: t('appCms.poi.beacon'), cell: (p) => (p.detail === undefined ? (p.data.beaconUniqueId ? <Ltr>{p.data.beaconUniqueId}</Ltr> : none) : null) },
        ]}
      />
    </SpaceBetween>
  );
}
