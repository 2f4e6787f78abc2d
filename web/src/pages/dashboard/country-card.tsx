import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { DASHBOARD_COUNTRY_SCROLL_HEIGHT } from '../../../../shared/constants';
import { useApiQuery } from '../../api/use-api-query';
import { useCountryName } from '../../i18n/country-names';
import { useT } from '../../i18n/use-t';
import { parseRows } from './dashboard-rows';

/**
 * The List of Countries card (spec 2 sections 2 and 9): country and count, scrolling past 567 px;
 * a country typed by its English name reads in the console's language.
 */
export function CountryCard() {
  const t = useT();
  const countryName = useCountryName();
  const { data, loading, error } = useApiQuery('/api/dashboard/group-country', parseRows);
  return (
    <Container data-testid="country-list" header={<Header variant="h2">{t('dashboard.countries')}</Header>}>
      {error ? (
        <StatusIndicator type="error">{t('dashboard.failed')}</StatusIndicator>
      ) : (
        <div style={{ maxHeight: DASHBOARD_COUNTRY_SCROLL_HEIGHT, overflowY: 'auto' }} tabIndex={0} role="region" aria-label={t('dashboard.countries')}>
          <Table
            variant="embedded"
            loading={loading}
            loadingText={t('dashboard.loading')}
            items={data ?? []}
            trackBy="x"
            columnDefinitions={[
              { id: 'country', header: t('dashboard.country'), cell: (row) => <bdi>{countryName(row.x)}</bdi>, isRowHeader: true },
              { id: 'count', header: t('dashboard.count'), cell: (row) => row.y.toLocaleString() },
            ]}
            empty={<Box textAlign="center">{t('dashboard.noCountries')}</Box>}
          />
        </div>
      )}
    </Container>
  );
}
