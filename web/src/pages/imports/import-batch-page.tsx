import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { can } from '../../../../shared/permissions';
import { CREATE_VALUES_AREA, type ImportBatch } from '../../../../shared/schemas/import';
import { useApi } from '../../api/api-context';
import { ModalFooter } from '../../components/modal-footer/modal-footer';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../session/session-context';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageHeader } from '../page-header';
import { PageLoading } from '../page-loading';
import type { ScreenProps } from '../screen-props';
import { ImportMapping } from './import-mapping';
import { IMPORT_KIND_INFO, writableKinds } from './import-kinds';
import { ImportRows } from './import-rows';
import { ImportUnmapped } from './import-unmapped';
import { ImportStatusIndicator } from './import-status';
import { BatchProgress, RefusedRows } from './batch-parts';
import { batchTexts } from './batch-texts';
import { batchApiBase, useBatch, useBatchStep } from './use-batch';
import { PATHS } from '../../paths';
import { StoppedJob, stoppedIn } from './stopped-job';

/**
 * One import batch through its steps: mapping, dry run, commit, rollback. A batch edit (issue 30,
 * at /batch-edits/{id}) is the same batch without a file: its preview, commit and rollback.
 */
export function ImportBatchPage({ title }: ScreenProps) {
  const { grant } = useSession();
  const { id = '' } = useParams();
  const source = useLocation().pathname.startsWith(PATHS.batchEdit.replace(':id', '')) ? 'batch-edit' : 'file';
  if (!writableKinds(grant).length) return <NotFoundPage />;
  return <ImportBatchScreen id={id} title={title} source={source} />;
}

function ImportBatchScreen({ id, title, source }: { id: string; title: string; source: ImportBatch['source'] }) {
  const t = useT();
  const mayCreateValues = can(useSession().grant, CREATE_VALUES_AREA, 'write');
  const query = useBatch(`${batchApiBase(source)}/${encodeURIComponent(id)}`);
  const { batch, running } = query;

  if (!batch) return query.loading ? <PageLoading /> : <NotFoundPage />;
  const failedIn = batch.status === 'FAILED' ? (batch.step ?? 'dry-run') : undefined;
  const dryRunDone = batch.status !== 'UPLOADING' && batch.status !== 'ANALYSING' && failedIn !== 'dry-run';
  const mayMap = batch.status === 'UPLOADING' || batch.status === 'ANALYSED' || failedIn === 'dry-run';
  return (
    <SpaceBetween size="m">
      {/* A file name reads left to right (its extension last) in either language: isolated LTR. */}
      <PageHeader
        title={batch.source === 'batch-edit' ? t('batchEdit.batchTitle', { list: t(IMPORT_KIND_INFO[batch.kind].name) }) : t('imports.batchTitle', { title, file: `\u2066${batch.fileName}\u2069` })}
      />
      <Box data-testid="import-status">
        <ImportStatusIndicator status={batch.status} source={batch.source} />
      </Box>
      {stoppedIn(batch) ? <StoppedJob batch={batch} onResumed={query.reload} /> : batch.message && <Alert type="error">{batch.message}</Alert>}
      {running && <BatchProgress batch={batch} />}
      {mayMap && <ImportMapping batch={batch} mayCreateValues={mayCreateValues} onStarted={query.reload} />}
      {dryRunDone && !running && <Outcome batch={batch} onChanged={query.reload} />}
    </SpaceBetween>
  );
}

/** What the dry run found and the step that follows: commit, or roll back what was committed. */
function Outcome({ batch, onChanged }: { batch: ImportBatch; onChanged: () => void }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const texts = batchTexts(batch.source);
  const [confirming, setConfirming] = useState<'commit' | 'rollback'>();
  const { busy, act: run, step: runStep } = useBatchStep(batch, onChanged);
  const toSave = batch.counts.create + batch.counts.update;
  // A commit or rollback that stopped partway may be rolled back (or resumed, `StoppedJob`).
  const failedIn = batch.status === 'FAILED' ? batch.step : null;
  const mayRollBack = batch.status === 'COMMITTED' || failedIn === 'commit' || failedIn === 'rollback';
  const mayCommit = batch.status === 'ANALYSED';

  const act = (work: () => Promise<unknown>) => run(work).finally(() => setConfirming(undefined));
  const step = (name: 'commit' | 'rollback') => runStep(name).finally(() => setConfirming(undefined));
  const rerun = (createValues: boolean, mapping = batch.mapping) => act(() => api.post(`/imports/${encodeURIComponent(batch.id)}/dry-run`, { mapping, createValues }));

  return (
    <SpaceBetween size="m">
      {batch.status === 'COMMITTED' && (
        <Alert type="success" data-testid="import-committed" action={<Button onClick={() => navigate(IMPORT_KIND_INFO[batch.kind].list)}>{t('imports.seeList', { list: t(IMPORT_KIND_INFO[batch.kind].name) })}</Button>}>
          {t(texts.committed, { processed: batch.processed })}
        </Alert>
      )}
      {batch.status === 'ROLLED_BACK' && (
        <Alert type="info" data-testid="import-rolled-back">
          {t('imports.rolledBack', { user: batch.rolledBackBy ?? '' })}
        </Alert>
      )}
      {batch.refused.length > 0 && <RefusedRows batch={batch} />}
      {batch.unmapped.length > 0 && batch.status === 'ANALYSED' && <ImportUnmapped batch={batch} busy={busy} onKeep={(mapping) => void rerun(batch.createValues, mapping)} />}
      {batch.newValues.length > 0 && batch.status === 'ANALYSED' && <NewValues batch={batch} busy={busy} onToggle={(on) => void rerun(on)} />}
      <Container
        header={
          <Header
            variant="h2"
            description={batch.status === 'ANALYSED' ? t(texts.resultDescription) : t(texts.summary, batch.counts)}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {mayCommit && (
                  <Button variant="primary" disabled={!toSave} onClick={() => setConfirming('commit')} data-testid="import-commit">
                    {t(texts.commit, { count: toSave })}
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
            {t(texts.resultTitle)}
          </Header>
        }
      >
        <ImportRows batch={batch} />
      </Container>
      {confirming && (
        <Modal
          visible
          onDismiss={() => setConfirming(undefined)}
          header={confirming === 'commit' ? t(texts.commit, { count: toSave }) : t('imports.rollback')}
          footer={
            <ModalFooter onCancel={() => setConfirming(undefined)} onPrimary={() => void step(confirming)} primaryLabel={t('common.yes')} primaryTestId="import-confirm" busy={busy} />
          }
        >
          {confirming === 'commit' ? t(texts.confirmCommit, batch.counts) : t(texts.confirmRollback)}
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
