import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Pagination from '@cloudscape-design/components/pagination';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { ImportFileUrlSchema, ImportRowsSchema, type ImportBatch, type ImportRow, type RowClass } from '../../../../shared/schemas/import';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { saveUrl } from '../../components/exports/save-file';
import { pagesCount } from '../../components/lists/paging';
import { useT } from '../../i18n/use-t';
import { ImportReason } from './import-reason';
import { rowLabelHeader } from './import-kinds';
import { useFieldLabel } from './use-field-label';
import { batchTexts } from './batch-texts';
import { batchApiPath } from './use-batch';

const PAGE_SIZE = 20;
const parseRows = (value: unknown) => ImportRowsSchema.parse(value);

/**
 * The dry run's rows, one class at a time (New, Updated, Unchanged, Invalid with their counts):
 * an update shows each changed field from its stored value to the file's, an invalid row its
 * reasons; the invalid rows download as CSV with their reasons beside them.
 */
export function ImportRows({ batch }: { batch: ImportBatch }) {
  const t = useT();
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const { counts } = batch;
  // A batch edit's rows are records, not lines of a file: no row numbers, no file of invalid rows.
  const edit = batch.source === 'batch-edit';
  // An import opens on what needs fixing; a batch edit on what it will change.
  const [rowClass, setRowClass] = useState<RowClass>(edit ? (counts.update ? 'update' : counts.invalid ? 'invalid' : 'unchanged') : counts.invalid ? 'invalid' : counts.update ? 'update' : 'create');
  const [page, setPage] = useState(0);
  const texts = batchTexts(batch.source);
  const rows = useApiQuery(`${batchApiPath(batch)}/rows`, parseRows, { class: rowClass, page, size: PAGE_SIZE });
  const empty = t('imports.emptyCell');
  const labelOf = useFieldLabel(batch.kind);

  const download = async () => {
    try {
      saveUrl(ImportFileUrlSchema.parse(await api.get(`/imports/${encodeURIComponent(batch.id)}/invalid-rows`)).url);
    } catch (error) {
      notifyError(error);
    }
  };

  const columns: TableProps.ColumnDefinition<ImportRow>[] = [
    ...(edit ? [] : [{ id: 'row', header: t('imports.row'), cell: (r: ImportRow) => r.row, width: 90 }]),
    { id: 'label', header: t(rowLabelHeader(batch.kind)), cell: (r) => r.label || t('common.missingValue'), isRowHeader: true },
    ...(rowClass === 'update'
      ? [
          {
            id: 'changes',
            header: t('imports.changes'),
            cell: (r: ImportRow) => (
              <SpaceBetween size="xxs">
                {(r.diff ?? []).map((d) => (
                  <span key={d.field}>{t('imports.change', { label: labelOf(d.field), from: d.from || empty, to: d.to || empty })}</span>
                ))}
              </SpaceBetween>
            ),
          },
        ]
      : []),
    ...(rowClass === 'invalid'
      ? [
          {
            id: 'reasons',
            header: t('imports.reasons'),
            cell: (r: ImportRow) => (
              <SpaceBetween size="xxs">
                {(r.reasons ?? []).map((reason) => (
                  <ImportReason key={reason} reason={reason} />
                ))}
              </SpaceBetween>
            ),
          },
        ]
      : []),
  ];

  return (
    <Table<ImportRow>
      data-testid="import-rows"
      variant="embedded"
      trackBy="row"
      items={rows.data?.content ?? []}
      loading={rows.loading}
      loadingText={t('common.loading')}
      columnDefinitions={columns}
      wrapLines
      empty={<Box textAlign="center">{t('imports.noRows')}</Box>}
      filter={
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <SegmentedControl
            data-testid="import-classes"
            selectedId={rowClass}
            label={t(texts.resultTitle)}
            onChange={({ detail }) => (setRowClass(detail.selectedId as RowClass), setPage(0))}
            options={texts.rowClasses.map((c) => ({ id: c, text: t('imports.classCount', { label: t(texts.rowClass(c)), count: batch.counts[c] }) }))}
          />
          {batch.counts.invalid > 0 && !edit && (
            <Button iconName="download" onClick={() => void download()} data-testid="import-download-invalid">
              {t('imports.downloadInvalid')}
            </Button>
          )}
        </SpaceBetween>
      }
      pagination={<Pagination currentPageIndex={page + 1} pagesCount={pagesCount(batch.counts[rowClass], PAGE_SIZE)} onChange={({ detail }) => setPage(detail.currentPageIndex - 1)} />}
    />
  );
}
