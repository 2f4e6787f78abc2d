import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CSV_EXPORTS } from '../../../../../shared/app-content/constants';
import { can } from '../../../../../shared/permissions';
import { PoiGroupPageSchema, type PoiGroupDto } from '../../../../../shared/schemas/poi-group';
import type { NoFilters } from '../../../components/lists/list-state';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { APP_PATHS, updatePoiGroupPath } from '../common/app-paths';
import { CONTENT_LISTS } from '../common/content-lists';
import { ContentTable, TITLE_WIDTH, useContentListWithoutFilters } from '../common/content-table';

const parse = (value: unknown) => PoiGroupPageSchema.parse(value);

/** /poi-groups (spec 2 section 2): Image, Title, Beacon; Add, Delete and Export CSV. */
export function PoiGroupListPage({ title }: ScreenProps) {
  const { grant } = useSession();
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  return <PoiGroupList title={title} mayWrite={can(grant, 'appcms', 'write')} />;
}

function PoiGroupList({ title, mayWrite }: { title: string; mayWrite: boolean }) {
  const t = useT();
  const onFollow = useOnFollow();
  const list = useContentListWithoutFilters(CONTENT_LISTS.poiGroups, parse);
  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      <ContentTable<PoiGroupDto, NoFilters>
        testId="poi-group"
        list={list}
        heading={title}
        itemLabel={(g) => g.title}
        csv={{ path: '/api/point-of-interest-groups/export', stem: CSV_EXPORTS.poiGroups }}
        addPath={APP_PATHS.addPoiGroup}
        editPath={(g) => updatePoiGroupPath(g.id)}
        mayWrite={mayWrite}
        columns={[
          {
            id: 'image',
            header: t('appCms.group.image'),
            cell: (g) => (g.image ? <img src={g.image.url} alt={g.title} width={40} height={40} style={{ objectFit: 'cover', display: 'block' }} /> : t('common.missingValue')),
          },
          {
            id: 'title',
            header: t('appCms.group.title'),
            width: TITLE_WIDTH,
            cell: (g) => (
              <Link href={updatePoiGroupPath(g.id)} onFollow={onFollow}>
                {g.title}
              </Link>
            ),
          },
          { id: 'beacon', header: t('appCms.group.beacon'), cell: (g) => (g.beacon ? <Ltr>{g.beacon.uniqueId}</Ltr> : t('common.missingValue')) },
          { id: 'pois', header: t('appCms.group.poiCount'), cell: (g) => g.poiCount },
        ]}
      />
    </SpaceBetween>
  );
}
