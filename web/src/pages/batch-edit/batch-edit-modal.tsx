import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ImportBatchSchema, type ImportBatch } from '../../../../shared/schemas/import';
import type { BatchEditKind, BatchEditSelect } from '../../../../shared/schemas/batch-edit';
import { useApi } from '../../api/api-context';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { useT } from '../../i18n/use-t';
import { batchEditPath } from '../../paths';
import { BatchProgress, RefusedRows } from '../imports/batch-parts';
import { batchTexts } from '../imports/batch-texts';
import { IMPORT_KIND_INFO } from '../imports/import-kinds';
import { ImportRows } from '../imports/import-rows';
import { StoppedJob, stoppedIn } from '../imports/stopped-job';
import { batchApiBase, useBatch, useBatchStep } from '../imports/use-batch';
import { useObjectDropdowns } from '../objects/form/use-object-dropdowns';
import { BatchChanges, missingOf, NEW_CHANGE, toChange, type ChangeRow } from './batch-edit-changes';

/** What a batch edit works on, as the list offered it: the ticked rows, the open set, or every result of the search. */
export type BatchEditScope = { select: BatchEditSelect; count: number; of: 'selected' | 'set' | 'all' };

type Props = { kind: BatchEditKind; scope: BatchEditScope; onClose: () => void; onChanged: () => void };
type Question = 'commit' | 'rollback';

const BASE = batchApiBase('batch-edit');
const FORM_ID = 'batch-edit-form';

/**
 * A batch edit from a list (issue 30): the changes chosen, then the preview (what will change
 * field by field, what stays, what cannot take the change and why), Commit with its progress, and
 * Roll back with what it left. The list behind is read again as soon as a commit or a rollback is done.
 */
export default function BatchEditModal({ kind, scope, onClose, onChanged }: Props) {
  const t = useT();
  const [batchId, setBatchId] = useState<string>();
  const [starting, setStarting] = useState(false);
  const [question, setQuestion] = useState<Question>();
  const current = useBatch(batchId && `${BASE}/${encodeURIComponent(batchId)}`);
  const { batch, running, reload } = current;
  const steps = useBatchStep(batch, reload);
  const answer = (name: Question) => void steps.step(name).finally(() => setQuestion(undefined));
  useListRefresh(batch, onChanged);

  return (
    <Modal
      visible
      size="large"
      data-testid="batch-edit"
      onDismiss={onClose}
      header={<Header description={t(`batchEdit.scope.${scope.of}`, { count: scope.count })}>{t('batchEdit.title', { list: t(IMPORT_KIND_INFO[kind].name) })}</Header>}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {batch ? (
              <RunButtons batch={batch} running={running} question={question} busy={steps.busy} onAsk={setQuestion} onAnswer={answer} onClose={onClose} />
            ) : (
              <>
                <Button variant="link" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button variant="primary" form={FORM_ID} formAction="submit" loading={starting} data-testid="batch-edit-preview">
                  {t('batchEdit.preview')}
                </Button>
              </>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {batch ? (
        <BatchRun batch={batch} running={running} question={question} reload={reload} />
      ) : (
        <ChooseChanges kind={kind} scope={scope} starting={starting} setStarting={setStarting} onStarted={setBatchId} />
      )}
    </Modal>
  );
}

/** The list behind is read again once a commit or a rollback has finished, not on every poll. */
function useListRefresh(batch: ImportBatch | undefined, onChanged: () => void) {
  const seen = useRef<string>(undefined);
  const status = batch?.status;
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (before && before !== status && (status === 'COMMITTED' || status === 'ROLLED_BACK')) onChanged();
  }, [status, onChanged]);
}

type ChooseProps = { kind: BatchEditKind; scope: BatchEditScope; starting: boolean; setStarting: (on: boolean) => void; onStarted: (id: string) => void };

/** The changes, in a form: Enter in a value previews as the footer's button does. */
function ChooseChanges({ kind, scope, starting, setStarting, onStarted }: ChooseProps) {
  const t = useT();
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const dropdowns = useObjectDropdowns();
  const [rows, setRows] = useState<ChangeRow[]>([NEW_CHANGE]);
  const [tried, setTried] = useState(false);

  const preview = async () => {
    setTried(true);
    if (starting || !rows.length || rows.some(missingOf)) return;
    setStarting(true);
    try {
      const batch = ImportBatchSchema.parse(await api.post(BASE, { kind, select: scope.select, changes: rows.map((row) => toChange(kind, row)) }, { accepted: true }));
      onStarted(batch.id);
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <form id={FORM_ID} onSubmit={(event) => (event.preventDefault(), void preview())}>
      <SpaceBetween size="s">
        <Header variant="h3" description={t('batchEdit.changes.description')}>
          {t('batchEdit.changes.title')}
        </Header>
        <BatchChanges kind={kind} rows={rows} onChange={setRows} showErrors={tried} dropdowns={dropdowns} />
      </SpaceBetween>
    </form>
  );
}

const previewed = (batch: ImportBatch) => !['UPLOADING', 'ANALYSING'].includes(batch.status) && !(batch.status === 'FAILED' && (batch.step ?? 'dry-run') === 'dry-run');
const mayRollBack = (batch: ImportBatch) => batch.status === 'COMMITTED' || (batch.status === 'FAILED' && batch.step !== 'dry-run');

/** The batch once asked for: its progress in a flash (Cloudscape's in-progress flash), the question asked, the preview's rows. */
function BatchRun({ batch, running, question, reload }: { batch: ImportBatch; running: boolean; question?: Question; reload: () => void }) {
  const t = useT();
  const texts = batchTexts(batch.source);
  const flash = (type: FlashbarProps.Type, content: ReactNode, id: string): FlashbarProps.MessageDefinition => ({ id, type, content: <span data-testid={id}>{content}</span> });
  const flashes: FlashbarProps.MessageDefinition[] = [
    ...(running ? [{ ...flash('in-progress', <BatchProgress batch={batch} />, 'batch-edit-progress'), loading: true }] : []),
    ...(batch.status === 'COMMITTED' ? [flash('success', t(texts.committed, { processed: batch.processed }), 'batch-edit-committed')] : []),
    ...(batch.status === 'ROLLED_BACK' ? [flash('info', t('batchEdit.rolledBack'), 'batch-edit-rolled-back')] : []),
  ];
  return (
    <SpaceBetween size="m">
      {flashes.length > 0 && <Flashbar items={flashes} />}
      {stoppedIn(batch) ? <StoppedJob batch={batch} onResumed={reload} /> : batch.message && <Alert type="error">{batch.message}</Alert>}
      {question && (
        <Alert type="warning" data-testid="batch-edit-question">
          {question === 'commit' ? t(texts.confirmCommit, batch.counts) : t(texts.confirmRollback)}
        </Alert>
      )}
      {/* What the rollback left as it was (edited since), and why. */}
      {batch.refused.length > 0 && <RefusedRows batch={batch} />}
      {previewed(batch) && (
        <SpaceBetween size="s">
          <Header variant="h3" description={batch.status === 'ANALYSED' ? t(texts.resultDescription) : undefined}>
            <span data-testid="batch-edit-summary">{t(texts.summary, batch.counts)}</span>
          </Header>
          <ImportRows batch={batch} />
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}

type RunButtonsProps = {
  batch: ImportBatch;
  running: boolean;
  question?: Question;
  busy: boolean;
  onAsk: (question?: Question) => void;
  onAnswer: (question: Question) => void;
  onClose: () => void;
};

/** Commit after the preview, Roll back after the commit, each asked once more; the batch's own page beside them. */
function RunButtons({ batch, running, question, busy, onAsk, onAnswer, onClose }: RunButtonsProps) {
  const t = useT();
  const navigate = useNavigate();
  if (question) {
    return (
      <>
        <Button variant="link" onClick={() => onAsk(undefined)}>
          {t('common.back')}
        </Button>
        <Button variant="primary" loading={busy} onClick={() => onAnswer(question)} data-testid="batch-edit-confirm">
          {t('common.yes')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button variant="link" onClick={() => navigate(batchEditPath(batch.id))} data-testid="batch-edit-open">
        {t('batchEdit.openBatch')}
      </Button>
      {mayRollBack(batch) && (
        <Button onClick={() => onAsk('rollback')} data-testid="batch-edit-rollback">
          {t('imports.rollback')}
        </Button>
      )}
      {batch.status === 'ANALYSED' ? (
        <Button variant="primary" disabled={!batch.counts.update} onClick={() => onAsk('commit')} data-testid="batch-edit-commit">
          {t(batchTexts(batch.source).commit, { count: batch.counts.update })}
        </Button>
      ) : (
        <Button variant={running ? 'normal' : 'primary'} onClick={onClose} data-testid="batch-edit-close">
          {t('common.close')}
        </Button>
      )}
    </>
  );
}
