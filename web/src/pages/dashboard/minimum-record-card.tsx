import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { MinimumRecordFigureSchema } from '../../../../shared/schemas/minimum-record';
import { useApiQuery } from '../../api/use-api-query';
import { useT } from '../../i18n/use-t';
import { useOnFollow } from '../../shell/use-on-follow';
import { lackingListPath, minimumFieldLabel } from '../minimum-record/field-label';

const parseFigure = (value: unknown) => MinimumRecordFigureSchema.parse(value);

/**
 * The minimum record (issue 29): the share of objects with every field the museum chose, and per
 * field how many lack it, each a link to the object list of exactly those objects.
 */
export function MinimumRecordCard() {
  const t = useT();
  const onFollow = useOnFollow();
  const { data, loading, error } = useApiQuery('/api/dashboard/minimum-record', parseFigure);
  const share = data && data.objects > 0 ? data.meeting / data.objects : 0;
  return (
    <Container data-testid="minimum-record-card" header={<Header variant="h2">{t('dashboard.minimumRecord')}</Header>}>
      {error ? (
        <StatusIndicator type="error">{t('dashboard.failed')}</StatusIndicator>
      ) : (
        <SpaceBetween size="m">
          {data && (
            <ProgressBar
              value={Math.round(share * 100)}
              label={t('dashboard.minimumRecord.share', { share })}
              description={t('dashboard.minimumRecord.meeting', { meeting: data.meeting, objects: data.objects })}
              data-testid="minimum-record-share"
            />
          )}
          <Table
            variant="embedded"
            loading={loading}
            loadingText={t('dashboard.loading')}
            items={data?.fields ?? []}
            trackBy="field"
            columnDefinitions={[
              { id: 'field', header: t('dashboard.minimumRecord.field'), cell: (row) => minimumFieldLabel(t, row.field), isRowHeader: true },
              {
                id: 'lacking',
                header: t('dashboard.minimumRecord.lacking'),
                cell: (row) => (
                  <Link
                    href={lackingListPath(row.field)}
                    onFollow={onFollow}
                    ariaLabel={t('dashboard.minimumRecord.lackingLink', { count: row.lacking, field: minimumFieldLabel(t, row.field) })}
                    data-testid={`lacking-${row.field}`}
                  >
                    {row.lacking.toLocaleString()}
                  </Link>
                ),
              },
            ]}
            empty={<Box textAlign="center">{t('dashboard.loading')}</Box>}
          />
        </SpaceBetween>
      )}
    </Container>
  );
}
