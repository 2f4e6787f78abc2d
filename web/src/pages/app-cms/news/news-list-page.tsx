import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { CSV_EXPORTS } from '../../../../../shared/app-content/constants';
import { can } from '../../../../../shared/permissions';
import { NewsPageSchema, type NewsDto } from '../../../../../shared/schemas/news';
import type { NoFilters } from '../../../components/lists/list-state';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { APP_PATHS, updateNewsPath } from '../common/app-paths';
import { CONTENT_LISTS } from '../common/content-lists';
import { ContentTable, TITLE_WIDTH, useContentListWithoutFilters } from '../common/content-table';
import { textIn } from '../common/text-in';
import { useAppLanguages } from '../common/use-app-languages';

const parse = (value: unknown) => NewsPageSchema.parse(value);

/** /news (spec 2 section 2): Title, Date, Published tag; Add, Delete and Export CSV. */
export function NewsListPage({ title }: ScreenProps) {
  const { grant } = useSession();
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  return <NewsList title={title} mayWrite={can(grant, 'appcms', 'write')} />;
}

function NewsList({ title, mayWrite }: { title: string; mayWrite: boolean }) {
  const t = useT();
  const onFollow = useOnFollow();
  const { defaultCode } = useAppLanguages();
  const list = useContentListWithoutFilters(CONTENT_LISTS.news, parse);
  const titleOf = (n: NewsDto) => textIn(n.data.content, defaultCode, 'title') || t('common.missingValue');
  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      <ContentTable<NewsDto, NoFilters>
        testId="news"
        list={list}
        heading={title}
        itemLabel={titleOf}
        csv={{ path: '/api/news/export', stem: CSV_EXPORTS.news }}
        addPath={APP_PATHS.addNews}
        editPath={(n) => updateNewsPath(n.id)}
        mayWrite={mayWrite}
        columns={[
          {
            id: 'title',
            header: t('appCms.news.title'),
            width: TITLE_WIDTH,
            cell: (n) => (
              <Link href={updateNewsPath(n.id)} onFollow={onFollow}>
                {titleOf(n)}
              </Link>
            ),
          },
          { id: 'date', header: t('appCms.news.date'), cell: (n) => <Ltr>{n.data.date}</Ltr> },
          {
            id: 'published',
            header: t('appCms.news.published'),
            cell: (n) => <StatusIndicator type={n.data.published ? 'success' : 'stopped'}>{t(n.data.published ? 'appCms.news.publishedTag' : 'appCms.news.draftTag')}</StatusIndicator>,
          },
        ]}
      />
    </SpaceBetween>
  );
}
