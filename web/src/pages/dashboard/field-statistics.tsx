import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import PieChart from '@cloudscape-design/chart-components/pie-chart';
import { useEffect, useState } from 'react';
import { DASHBOARD_PIE_HEIGHT } from '../../../../shared/constants';
import { DASHBOARD_GROUP_BY, type DashboardGroupBy } from '../../../../shared/schemas/dashboard';
import { useApiQuery } from '../../api/use-api-query';
import '../../charts/chart-token-bridge.css';
import { useT } from '../../i18n/use-t';
import { parseRows } from './dashboard-rows';
import { loadHighcharts, STATISTICS_SERIES_ID } from './load-highcharts';
import { PIE_LABELS_MIN_WIDTH, pieSegments } from './pie-segments';
import { useNarrowerThan } from './use-narrower-than';

/**
 * The Object Field Statistics pie (spec 2 sections 2, 7 and 9): objects per value of the chosen
 * field, labelled by the value's title, with legend and total; inner radius 0.75, height 500. In a
 * narrow card the legend carries the counts instead of labels beside the ring (`pie-segments.ts`).
 */
export function FieldStatistics() {
  const t = useT();
  const [groupBy, setGroupBy] = useState<DashboardGroupBy>('classification');
  const [highcharts, setHighcharts] = useState<object | null>(null);
  const { data, loading, error } = useApiQuery('/api/dashboard/object-dropdowns', parseRows, { groupBy });
  useEffect(() => {
    let live = true;
    void loadHighcharts().then((h) => live && setHighcharts(h));
    return () => {
      live = false;
    };
  }, []);
  const option = (value: DashboardGroupBy) => ({ value, label: t(`dashboard.groupBy.${value}`) });
  const field = t(`dashboard.groupBy.${groupBy}`);
  const rows = data ?? [];
  const total = rows.reduce((sum, r) => sum + r.y, 0);
  const chart = useNarrowerThan<HTMLDivElement>(PIE_LABELS_MIN_WIDTH);
  const { data: segments, segmentTitle } = pieSegments(t, rows, chart.narrow);
  return (
    <Container
      data-testid="field-statistics"
      header={
        <Header
          variant="h2"
          actions={
            <Select
              data-testid="statistics-group-by"
              ariaLabel={t('dashboard.groupBy')}
              selectedOption={option(groupBy)}
              options={DASHBOARD_GROUP_BY.map(option)}
              onChange={({ detail }) => setGroupBy(detail.selectedOption.value as DashboardGroupBy)}
            />
          }
        >
          {t('dashboard.statistics')}
        </Header>
      }
    >
      <div ref={chart.ref}>
        <PieChart
          highcharts={highcharts}
          chartHeight={DASHBOARD_PIE_HEIGHT}
          ariaLabel={t('dashboard.chartLabel', { field })}
          series={{ id: STATISTICS_SERIES_ID, type: 'donut', name: field, data: segments }}
          segmentTitle={segmentTitle}
          innerAreaTitle={total.toLocaleString()}
          innerAreaDescription={t('dashboard.total')}
          legend={{ enabled: true, title: field }}
          noData={{
            statusType: loading ? 'loading' : error ? 'error' : 'finished',
            empty: <Box textAlign="center">{t('dashboard.noValues')}</Box>,
            loading: <Box textAlign="center">{t('dashboard.loading')}</Box>,
            error: <Box textAlign="center">{t('dashboard.failed')}</Box>,
          }}
        />
      </div>
      <Box variant="small" data-testid="statistics-total">
        {t('dashboard.totalOf', { total })}
      </Box>
    </Container>
  );
}
