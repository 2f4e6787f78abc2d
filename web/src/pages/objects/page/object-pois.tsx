import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import { PoiPageSchema, type PoiDto } from '../../../../../shared/schemas/poi';
import { useApiQuery } from '../../../api/use-api-query';
import { useConsoleLocale } from '../../../i18n/console-locale';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { updatePoiPath } from '../../../paths';
import { useOnFollow } from '../../../shell/use-on-follow';
import { textIn } from '../../app-cms/common/text-in';
import { OBJECT_PAGE_RECORDS } from './use-object-records';

const parsePois = (value: unknown) => PoiPageSchema.parse(value);

/**
 * The POIs of the visitor app that link this object (`GET /point-of-interests?itemId=`), each a
 * link to its form; titles in the reader's language where the POI has one.
 */
export function ObjectPois({ objectId }: { objectId: string }) {
  const t = useT();
  const onFollow = useOnFollow();
  const { preferences } = useConsoleLocale();
  const { data, loading } = useApiQuery('/point-of-interests', parsePois, { itemId: objectId, size: OBJECT_PAGE_RECORDS });
  const missing = t('common.missingValue');
  const title = (poi: PoiDto) => textIn(poi.data.content, preferences.language, 'title');
  return (
    <Table
      items={data?.content ?? []}
      trackBy="id"
      loading={loading}
      loadingText={t('objectPage.pois.loading')}
      header={<Header variant="h2" counter={data ? `(${data.totalElements})` : undefined}>{t('objectPage.pois')}</Header>}
      empty={<Box color="text-body-secondary">{t('objectPage.pois.empty')}</Box>}
      ariaLabels={{ tableLabel: t('objectPage.pois') }}
      columnDefinitions={[
        {
          id: 'title',
          header: t('appCms.poi.title'),
          isRowHeader: true,
          cell: (poi) => (
            <Link href={updatePoiPath(poi.id)} onFollow={onFollow}>
              <bdi>{title(poi) || missing}</bdi>
            </Link>
          ),
        },
        { id: 'group', header: t('appCms.poi.group'), cell: (poi) => (poi.data.group ? <bdi>{poi.data.group.title}</bdi> : missing) },
        { id: 'beacon', header: t('appCms.poi.beacon'), cell: (poi) => (poi.data.beaconUniqueId ? <Ltr>{poi.data.beaconUniqueId}</Ltr> : missing) },
      ]}
      data-testid="object-page-pois"
    />
  );
}
