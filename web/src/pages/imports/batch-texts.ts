import { BATCH_EDIT_ROW_CLASSES } from '../../../../shared/schemas/batch-edit';
import { ROW_CLASSES, type ImportBatch, type ImportStatus, type RowClass } from '../../../../shared/schemas/import';
import type { MessageId } from '../../i18n/message-ids';

/** A batch edit's own words where an import's would be wrong ("Imported", "Import 5 rows"); the rest is shared. */
const BATCH_EDIT_STATUS: Partial<Record<ImportStatus, MessageId>> = {
  ANALYSING: 'batchEdit.status.ANALYSING',
  ANALYSED: 'batchEdit.status.ANALYSED',
  COMMITTING: 'batchEdit.status.COMMITTING',
  COMMITTED: 'batchEdit.status.COMMITTED',
};

export function batchTexts(source: ImportBatch['source']) {
  const edit = source === 'batch-edit';
  return {
    /** A batch edit creates nothing: its rows will change, are unchanged, or cannot take the change. */
    rowClasses: edit ? BATCH_EDIT_ROW_CLASSES : ROW_CLASSES,
    status: (status: ImportStatus): MessageId => (edit && BATCH_EDIT_STATUS[status]) || `imports.status.${status}`,
    rowClass: (rowClass: RowClass): MessageId => (edit && rowClass === 'update' ? 'batchEdit.class.update' : `imports.class.${rowClass}`),
    commit: edit ? 'batchEdit.commit' : 'imports.commit',
    confirmCommit: edit ? 'batchEdit.confirmCommit' : 'imports.confirmCommit',
    committed: edit ? 'batchEdit.committed' : 'imports.committed',
    resultTitle: edit ? 'batchEdit.preview.title' : 'imports.result.title',
    resultDescription: edit ? 'batchEdit.preview.description' : 'imports.result.description',
    summary: edit ? 'batchEdit.summary' : 'imports.summary',
    confirmRollback: edit ? 'batchEdit.confirmRollback' : 'imports.confirmRollback',
  } as const;
}
