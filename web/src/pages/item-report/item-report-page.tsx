import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useSearchParams } from 'react-router-dom';
import { can, hasFeature } from '../../../../shared/permissions';
import { saveBlob } from '../../components/exports/save-file';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../session/session-context';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';
import { useItemReports, type ReportState } from './use-item-reports';
import { useSetObjectIds } from './use-set-object-ids';

/** `/pdf?id=<id>[,<id>...]` or `/pdf?setId=<set>`: the objects' item reports, one PDF each, built here and downloaded. */
export function ItemReportPage({ title }: ScreenProps) {
  const { grant } = useSession();
  const [params] = useSearchParams();
  if (!hasFeature(grant, 'Item-Cataloging') || !can(grant, 'item', 'read')) return <NotFoundPage />;
  const ids = (params.get('id') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const setId = params.get('setId');
  return (
    <SpaceBetween size="l">
      <PageHeader title={title} />
      {setId ? <SetReports key={setId} setId={setId} /> : ids.length ? <Reports key={ids.join(',')} ids={ids} /> : <ReportsHelp />}
    </SpaceBetween>
  );
}

function ReportsHelp() {
  const t = useT();
  return (
    <Container>
      <Box>{t('itemReport.none')}</Box>
    </Container>
  );
}

/** A set's objects' reports, once its ids are read. */
function SetReports({ setId }: { setId: string }) {
  const t = useT();
  const ids = useSetObjectIds(setId);
  if (!ids) return <StatusIndicator type="loading">{t('itemReport.loading')}</StatusIndicator>;
  return ids.length ? <Reports ids={ids} /> : <ReportsHelp />;
}

function Reports({ ids }: { ids: string[] }) {
  const t = useT();
  const states = useItemReports(ids);
  return (
    <Container header={<Header variant="h2">{t('itemReport.files')}</Header>} data-testid="item-reports">
      <SpaceBetween size="s">
        {states.map((state) => (
          <ReportLine key={state.id} state={state} />
        ))}
      </SpaceBetween>
    </Container>
  );
}

function ReportLine({ state }: { state: ReportState }) {
  const t = useT();
  switch (state.status) {
    case 'loading':
      return <StatusIndicator type="loading">{t('itemReport.loading')}</StatusIndicator>;
    case 'building':
      return (
        <StatusIndicator type="loading">
          <bdi>{t('itemReport.building', { inventoryNumber: state.inventoryNumber })}</bdi>
        </StatusIndicator>
      );
    case 'failed':
      return <StatusIndicator type="error">{t('itemReport.failed')}</StatusIndicator>;
    case 'ready':
      return (
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <span data-testid="item-report-ready" data-build-ms={Math.round(state.ms)}>
            <StatusIndicator type="success">
              <bdi>{t('itemReport.ready', { fileName: state.fileName })}</bdi>
            </StatusIndicator>
          </span>
          <Button data-testid="item-report-again" onClick={() => saveBlob(state.blob, state.fileName)}>
            {t('itemReport.again')}
          </Button>
        </SpaceBetween>
      );
  }
}
