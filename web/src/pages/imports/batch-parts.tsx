import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Table from '@cloudscape-design/components/table';
import type { ImportBatch } from '../../../../shared/schemas/import';
import { useT } from '../../i18n/use-t';
import { batchTexts } from './batch-texts';
import { ImportReason } from './import-reason';
import { rowLabelHeader } from './import-kinds';

/** The running step's progress: rows done of the batch's rows. */
export function BatchProgress({ batch }: { batch: ImportBatch }) {
  const t = useT();
  const known = batch.total > 0;
  return (
    <ProgressBar
      data-testid="import-progress"
      value={known ? Math.round((100 * batch.processed) / batch.total) : undefined}
      label={t(batchTexts(batch.source).status(batch.status))}
      additionalInfo={known ? t('imports.progress', { processed: batch.processed, total: batch.total }) : t('imports.progressRows', { processed: batch.processed })}
    />
  );
}

/** Rows a commit could not save, or a rollback left as they are, with why. */
export function RefusedRows({ batch }: { batch: ImportBatch }) {
  const t = useT();
  const title = batch.status === 'ROLLED_BACK' || batch.status === 'ROLLING_BACK' ? t('imports.refused.title', { count: batch.refusedCount }) : t('imports.failedRows', { count: batch.refusedCount });
  const edit = batch.source === 'batch-edit';
  return (
    <Table
      data-testid="import-refused"
      header={<Header variant="h2">{title}</Header>}
      items={batch.refused}
      wrapLines
      columnDefinitions={[
        // A batch edit's rows are records, not lines of a file.
        ...(edit ? [] : [{ id: 'row', header: t('imports.row'), cell: (r: ImportBatch['refused'][number]) => r.row || t('common.missingValue'), width: 90 }]),
        { id: 'label', header: t(rowLabelHeader(batch.kind)), cell: (r) => r.label, isRowHeader: true },
        { id: 'reason', header: t('imports.reasons'), cell: (r) => <ImportReason reason={r.reason} /> },
      ]}
    />
  );
}
