import Alert from '@cloudscape-design/components/alert';
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
import { ITEM_REPORTS_MAX } from './report-content';
import { useItemReportBook, useItemReports, type ReportState } from './use-item-reports';
import { useSetObjectIds } from './use-set-object-ids';

/**
 * `/pdf?id=<id>[,<id>...]` or `/pdf?setId=<set>`: the objects' item reports, built here and
 * downloaded: one object's as its own PDF (the spec's file), several (a selection, a set) as one
 * PDF of at most ITEM_REPORTS_MAX objects.
 */
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
  if (ids.length === 1) return <OneReport ids={ids} />;
  if (ids.length > ITEM_REPORTS_MAX) {
    return (
      <Alert type="warning" data-testid="item-reports-too-many">
        {t('itemReport.tooMany', { max: ITEM_REPORTS_MAX, count: ids.length })}
      </Alert>
    );
  }
  return <Book ids={ids} />;
}

/** Several objects' reports in one PDF. */
function Book({ ids }: { ids: string[] }) {
  const t = useT();
  const state = useItemReportBook(ids);
  return (
    <Container header={<Header variant="h2">{t('itemReport.book', { count: ids.length })}</Header>} data-testid="item-reports">
      {state.status === 'reading' && <StatusIndicator type="loading">{t('itemReport.reading', { read: state.read, total: state.total })}</StatusIndicator>}
      {state.status === 'building' && <StatusIndicator type="loading">{t('itemReport.bookBuilding', { count: state.total })}</StatusIndicator>}
      {state.status === 'failed' && <StatusIndicator type="error">{t('itemReport.failed')}</StatusIndicator>}
      {state.status === 'ready' && <ReadyLine fileName={state.fileName} blob={state.blob} ms={state.ms} />}
    </Container>
  );
}

function OneReport({ ids }: { ids: string[] }) {
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
      return <ReadyLine fileName={state.fileName} blob={state.blob} ms={state.ms} />;
  }
}

function ReadyLine({ fileName, blob, ms }: { fileName: string; blob: Blob; ms: number }) {
  const t = useT();
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="center">
      <span data-testid="item-report-ready" data-build-ms={Math.round(ms)}>
        <StatusIndicator type="success">
          <bdi>{t('itemReport.ready', { fileName })}</bdi>
        </StatusIndicator>
      </span>
      <Button data-testid="item-report-again" onClick={() => saveBlob(blob, fileName)}>
        {t('itemReport.again')}
      </Button>
    </SpaceBetween>
  );
}
