import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import * as z from 'zod/mini';
import type { DashboardFigurePath } from '../../../../shared/schemas/dashboard';
import { useApiQuery } from '../../api/use-api-query';
import { useT } from '../../i18n/use-t';

const parseCount = (value: unknown) => z.number().parse(value);

/**
 * One stat card: its own call (spec 2 section 7), so a slow or failed figure holds no other up.
 * A failure shows the spec's error notification (useApiQuery) and says so in the card.
 */
export function FigureCard({ figure }: { figure: DashboardFigurePath }) {
  const t = useT();
  const { data, loading, error } = useApiQuery(`/api/dashboard/${figure}`, parseCount);
  const title = t(`dashboard.figure.${figure}`);
  return (
    <Container data-testid={`figure-${figure}`}>
      <Box variant="awsui-key-label">{title}</Box>
      {loading ? (
        <Spinner size="large" />
      ) : error ? (
        <StatusIndicator type="error">{t('dashboard.failed')}</StatusIndicator>
      ) : (
        <Box variant="awsui-value-large" data-testid="figure-value">
          {(data ?? 0).toLocaleString()}
        </Box>
      )}
    </Container>
  );
}
