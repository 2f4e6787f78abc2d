import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { can } from '../../../../shared/permissions';
import { CREATE_VALUES_AREA, ImportBatchSchema, type ImportBatch } from '../../../../shared/schemas/import';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { ModalFooter } from '../../components/modal-footer/modal-footer';
import { Ltr } from '../../i18n/ltr';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../session/session-context';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageHeader } from '../page-header';
import { PageLoading } from '../page-loading';
import type { ScreenProps } from '../screen-props';
import { ImportMapping } from './import-mapping';
import { IMPORT_KIND_INFO, rowLabelHeader, writableKinds } from './import-kinds';
import { ImportRows } from './import-rows';
import { ImportUnmapped } from './import-unmapped';
import { ImportStatusIndicator, RUNNING } from './import-status';
import { StoppedJob, stoppedIn } from './stopped-job';

const parseBatch = (value: unknown) => ImportBatchSchema.parse(value);
/** How often the page reads a batch a job is working on. */
const POLL_MS = 1000;

/** One import batch through its steps: mapping, dry run, commit, rollback. */
export function ImportBatchPage({ title }: ScreenProps) {
  const { grant } = useSession();
  const { id = '' } = useParams();
  if (!writableKinds(grant).length) return <NotFoundPage />;
  return <ImportBatchScreen id={id} title={title} />;
}

function ImportBatchScreen({ id, title }: { id: string; title: string }) {
  const t = useT();
  const mayCreateValues = can(useSession().grant, CREATE_VALUES_AREA, 'write');
  const query = useApiQuery(`/imports/${encodeURIComponent(id)}`, parseBatch);
  const batch = query.data;
  const running = batch ? RUNNING.includes(batch.status) : false;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(query.reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, batch, query.reload]);

  if (!batch) return query.loading ? <PageLoading /> : <NotFoundPage />;
  const failedIn = batch.status === 'FAILED' ? (batch.step ?? 'dry-run') : undefined;
  const dryRunDone = batch.status !== 'UPLOADING' && batch.status !== 'ANALYSING' && failedIn !== 'dry-run';
  const mayMap = batch.status === 'UPLOADING' || batch.status === 'ANALYSED' || failedIn === 'dry-run';
  return (
    <SpaceBetween size="m">
      {/* A file name reads left to right (its extension last) in either language: isolated LTR. */}
      <PageHeader title={t('imports.batchTitle', { title, file: `\u2066${batch.fileName}\u2069` })} />
      <Box data-testid="import-status">
        <ImportStatusIndicator status={batch.status} />
      </Box>
      {stoppedIn(batch) ? <StoppedJob batch={batch} onResumed={query.reload} /> : batch.message && <Alert type="error">{batch.message}</Alert>}
      {running && <Progress batch={batch} />}
      {mayMap && <ImportMapping batch={batch} mayCreateValues={mayCreateValues} onStarted={query.reload} />}
      {dryRunDone && !running && <Outcome batch={batch} onChanged={query.reload} />}
    </SpaceBetween>
  );
}

function Progress({ batch }: { batch: ImportBatch }) {
  const t = useT();
  const known = batch.total > 0;
  return (
    <ProgressBar
      data-testid="import-progress"
      value={known ? Math.round((100 * batch.processed) / batch.total) : undefined}
      label={t(`imports.status.${batch.status}`)}
      additionalInfo={known ? t('imports.progress', { processed: batch.processed, total: batch.total }) : t('imports.progressRows', { processed: batch.processed })}
    />
  );
}

/** What the dry run found and the step that follows: commit, or roll back what was committed. */
function Outcome({ batch, onChanged }: { batch: ImportBatch; onChanged: () => void }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const notifyError = useNotifyQueryError();
  const [confirming, setConfirming] = useState<'commit' | 'rollback'>();
  const [busy, setBusy] = useState(false);
  const toSave = batch.counts.create + batch.counts.update;
  // A commit or rollback that stopped partway may be rolled back (or resumed, `StoppedJob`).
  const failedIn = batch.status === 'FAILED' ? batch.step : null;
  const mayRollBack = batch.status === 'COMMITTED' || failedIn === 'commit' || failedIn === 'rollback';
  const mayCommit = batch.status === 'ANALYSED';

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onChanged();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };
  const step = (name: 'commit' | 'rollback') => act(() => api.post(`/imports/${encodeURIComponent(batch.id)}/${name}`, { version: batch.version }));
  const rerun = (createValues: boolean, mapping = batch.mapping) => act(() => api.post(`/imports/${encodeURIComponent(batch.id)}/dry-run`, { mapping, createValues }));

  return (
    <SpaceBetween size="m">
      {batch.status === 'COMMITTED' && (
        <Alert type="success" data-testid="import-committed" action={<Button onClick={() => navigate(IMPORT_KIND_INFO[batch.kind].list)}>{t('imports.seeList', { list: t(IMPORT_KIND_INFO[batch.kind].name) })}</Button>}>
          {t('imports.committed', { processed: batch.processed })}
        </Alert>
      )}
      {batch.status === 'ROLLED_BACK' && (
        <Alert type="info" data-testid="import-rolled-back">
          {t('imports.rolledBack', { user: batch.rolledBackBy ?? '' })}
        </Alert>
      )}
      {batch.refused.length > 0 && <Refused batch={batch} />}
      {batch.unmapped.length > 0 && batch.status === 'ANALYSED' && <ImportUnmapped batch={batch} busy={busy} onKeep={(mapping) => void rerun(batch.createValues, mapping)} />}
      {batch.newValues.length > 0 && batch.status === 'ANALYSED' && <NewValues batch={batch} busy={busy} onToggle={(on) => void rerun(on)} />}
      <Container
        header={
          <Header
            variant="h2"
            description={batch.status === 'ANALYSED' ? t('imports.result.description') : t('imports.summary', batch.counts)}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {mayCommit && (
                  <Button variant="primary" disabled={!toSave} onClick={() => setConfirming('commit')} data-testid="import-commit">
                    {t('imports.commit', { count: toSave })}
                  </Button>
                )}
                {mayRollBack && (
                  <Button onClick={() => setConfirming('rollback')} data-testid="import-rollback">
                    {t('imports.rollback')}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {t('imports.result.title')}
          </Header>
        }
      >
        <ImportRows batch={batch} />
      </Container>
      {confirming && (
        <Modal
          visible
          onDismiss={() => setConfirming(undefined)}
          header={confirming === 'commit' ? t('imports.commit', { count: toSave }) : t('imports.rollback')}
          footer={
            <ModalFooter onCancel={() => setConfirming(undefined)} onPrimary={() => void step(confirming)} primaryLabel={t('common.yes')} primaryTestId="import-confirm" busy={busy} />
          }
        >
          {confirming === 'commit' ? t('imports.confirmCommit', batch.counts) : t('imports.confirmRollback')}
        </Modal>
      )}
    </SpaceBetween>
  );
}

function NewValues({ batch, busy, onToggle }: { batch: ImportBatch; busy: boolean; onToggle: (on: boolean) => void }) {
  const t = useT();
  // The server refuses it too: creating values is the Dropdowns and Settings screens' permission.
  const mayCreate = can(useSession().grant, CREATE_VALUES_AREA, 'write');
  return (
    <Container header={<Header variant="h2" description={t('imports.newValues.description', { count: batch.newValues.length })}>{t('imports.newValues.title')}</Header>}>
      <SpaceBetween size="s">
        <Table
          data-testid="import-new-values"
          variant="embedded"
          items={batch.newValues}
          wrapLines
          columnDefinitions={[
            { id: 'type', header: t('imports.newValues.type'), cell: (v) => t(`vocab.dropdownType.${v.type}` as MessageId) },
            { id: 'value', header: t('imports.newValues.value'), cell: (v) => v.title, isRowHeader: true },
            { id: 'parent', header: t('imports.newValues.parent'), cell: (v) => v.parent ?? t('common.missingValue') },
            { id: 'rows', header: t('imports.newValues.rows'), cell: (v) => v.rows },
          ]}
        />
        <Checkbox
          checked={batch.createValues}
          disabled={busy || !mayCreate}
          description={mayCreate ? undefined : t('imports.newValues.needsSettings')}
          onChange={({ detail }) => onToggle(detail.checked)}
          data-testid="import-create-values"
        >
          {t('imports.newValues.create')}
        </Checkbox>
      </SpaceBetween>
    </Container>
  );
}

/** Rows a commit could not save, or a rollback left as they are, with why. */
function Refused({ batch }: { batch: ImportBatch }) {
  const t = useT();
  const title = batch.status === 'ROLLED_BACK' || batch.status === 'ROLLING_BACK' ? t('imports.refused.title', { count: batch.refusedCount }) : t('imports.failedRows', { count: batch.refusedCount });
  return (
    <Table
      data-testid="import-refused"
      header={<Header variant="h2">{title}</Header>}
      items={batch.refused}
      wrapLines
      columnDefinitions={[
        { id: 'row', header: t('imports.row'), cell: (r) => r.row || t('common.missingValue'), width: 90 },
        { id: 'label', header: t(rowLabelHeader(batch.kind)), cell: (r) => r.label, isRowHeader: true },
        { id: 'reason', header: t('imports.reasons'), cell: (r) => <Ltr>{r.reason}</Ltr> },
      ]}
    />
  );
}
