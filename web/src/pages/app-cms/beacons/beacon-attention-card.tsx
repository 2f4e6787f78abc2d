import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { BeaconAttentionSchema, type BeaconAttention } from '../../../../../shared/schemas/beacon';
import { useApiQuery } from '../../../api/use-api-query';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useOnFollow } from '../../../shell/use-on-follow';
import { APP_PATHS } from '../common/app-paths';

const parse = (value: unknown) => BeaconAttentionSchema.parse(value);
export const beaconsOfHealthPath = (health: 'silent' | 'low-battery') => `${APP_PATHS.beacons}?health=${health}`;

/**
 * Beacons needing attention (GET /beacons/attention): the silent and the low-battery beacons (how
 * many, the first few, each kind a link to the list filtered to it) and the gateways silent for a
 * day. On the beacon list and the dashboard.
 */
export function BeaconAttentionCard() {
  const t = useT();
  const { data, loading, error } = useApiQuery('/api/beacons/attention', parse);
  const header = (
    <Header variant="h2" description={data ? t('appCms.health.cardHint', { days: data.settings.silentDays, percent: data.settings.lowBatteryPercent }) : undefined}>
      {t('appCms.health.card')}
    </Header>
  );
  return (
    <Container header={header} data-testid="beacon-attention">
      {loading && !data ? <Spinner /> : error ? <StatusIndicator type="error">{t('dashboard.failed')}</StatusIndicator> : data ? <Figures data={data} /> : null}
    </Container>
  );
}

function Figures({ data }: { data: BeaconAttention }) {
  const t = useT();
  const onFollow = useOnFollow();
  if (!data.silent.total && !data.lowBattery.total && !data.silentGateways.length) {
    return <StatusIndicator type="success">{t('appCms.health.allWell')}</StatusIndicator>;
  }
  const figure = (testId: string, label: string, count: number, href: string, names: ReactNode[]) => (
    <div data-testid={testId}>
      <Box variant="awsui-key-label">{label}</Box>
      <Link variant="awsui-value-large" href={href} onFollow={onFollow} ariaLabel={t('appCms.health.figureLink', { label, count })}>
        {count.toLocaleString()}
      </Link>
      {names.length > 0 && (
        <SpaceBetween direction="horizontal" size="xs">
          {names}
        </SpaceBetween>
      )}
    </div>
  );
  return (
    <ColumnLayout columns={3} variant="text-grid">
      {figure('attention-silent', t('appCms.health.silentBeacons'), data.silent.total, beaconsOfHealthPath('silent'), data.silent.beacons.map((b) => <Box key={b.id} color="text-body-secondary"><Ltr>{b.uniqueId}</Ltr></Box>))}
      {figure('attention-low-battery', t('appCms.health.lowBatteryBeacons'), data.lowBattery.total, beaconsOfHealthPath('low-battery'), data.lowBattery.beacons.map((b) => <Box key={b.id} color="text-body-secondary"><Ltr>{b.uniqueId}</Ltr></Box>))}
      {figure('attention-gateways', t('appCms.health.silentGateways'), data.silentGateways.length, APP_PATHS.beaconGateways, data.silentGateways.map((g) => <Box key={g.id} color="text-body-secondary">{g.name}</Box>))}
    </ColumnLayout>
  );
}
