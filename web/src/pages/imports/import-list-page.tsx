import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { IMPORT_MAX_MB, IMPORT_MAX_ROWS, ImportListSchema, ImportTemplateSchema, type ImportBatch, type ImportKind } from '../../../../shared/schemas/import';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { saveBlob } from '../../components/exports/save-file';
import { useClientList } from '../../components/lists/use-client-list';
import { formatTimestamp } from '../../components/date-time/date-time';
import { useDateDisplay } from '../../components/date-time/use-date-display';
import { Ltr } from '../../i18n/ltr';
import { useT } from '../../i18n/use-t';
import { batchEditPath, importBatchPath } from '../../paths';
import { useSession } from '../../session/session-context';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';
import { IMPORT_KIND_INFO, isImportKind, writableKinds } from './import-kinds';
import { ImportStatusIndicator } from './import-status';
import { batchTexts } from './batch-texts';
import { uploadImportFile } from './upload-import-file';

const parseList = (value: unknown) => ImportListSchema.parse(value);

/**
 * Objects -> Import (issue 15): the museum's batches, newest first, and a new import of what the
 * user may write (objects, a record type, dropdown or reference-list values; `?kind=` chooses it
 * from a list's button).
 */
export function ImportListPage({ title }: ScreenProps) {
  const { grant } = useSession();
  const kinds = writableKinds(grant);
  if (!kinds.length) return <NotFoundPage />;
  return <ImportList title={title} kinds={kinds} />;
}

function ImportList({ title, kinds }: { title: string; kinds: ImportKind[] }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const display = useDateDisplay();
  const notifyError = useNotifyQueryError();
  // The newest hundred batches arrive at once: a museum's recent imports, not a history to page through.
  const list = useApiQuery('/imports', parseList, { size: 100 });
  const batches = useClientList(list.data?.content ?? [], { trackBy: (b) => b.id, empty: t('imports.empty') });
  const [uploading, setUploading] = useState<string>();
  const [search] = useSearchParams();
  const asked = search.get('kind');
  const [kind, setKind] = useState<ImportKind>(isImportKind(asked) && kinds.includes(asked) ? asked : kinds[0]);
  const kindOption = (k: ImportKind) => ({ value: k, label: t(IMPORT_KIND_INFO[k].name) });

  /** The chosen kind's columns as a CSV to fill in (for objects and records, the export's headers). */
  const downloadTemplate = async () => {
    try {
      const template = ImportTemplateSchema.parse(await api.get(`/imports/templates/${kind}`));
      saveBlob(new Blob([template.csv], { type: 'text/csv;charset=utf-8' }), template.fileName);
    } catch (error) {
      notifyError(error);
    }
  };

  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUploading(file.name);
    try {
      const batch = await uploadImportFile(api, kind, file);
      navigate(importBatchPath(batch.id));
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(undefined);
    }
  };

  const columns: TableProps.ColumnDefinition<ImportBatch>[] = [
    {
      id: 'file',
      header: t('imports.file'),
      isRowHeader: true,
      cell: (b) => {
        // A batch edit (issue 30) has no file: it is named as one and opens at its own address.
        const path = b.source === 'batch-edit' ? batchEditPath(b.id) : importBatchPath(b.id);
        return (
          <Link href={path} onFollow={(e) => (e.preventDefault(), navigate(path))}>
            {b.source === 'batch-edit' ? t('batchEdit.label') : <Ltr>{b.fileName}</Ltr>}
          </Link>
        );
      },
    },
    { id: 'kind', header: t('imports.kind'), cell: (b) => t(IMPORT_KIND_INFO[b.kind].name) },
    // A status and a time read on one line; the file name and the counts wrap.
    { id: 'status', header: t('imports.status'), minWidth: 170, cell: (b) => <ImportStatusIndicator status={b.status} source={b.source} /> },
    { id: 'rows', header: t('imports.rows'), cell: (b) => (b.rows ? t(batchTexts(b.source).summary, b.counts) : t('common.missingValue')) },
    { id: 'by', header: t('imports.by'), cell: (b) => b.createdBy },
    { id: 'when', header: t('imports.when'), minWidth: 170, cell: (b) => <Ltr>{formatTimestamp(b.createdAt, display)}</Ltr> },
  ];

  return (
    <SpaceBetween size="m">
      <PageHeader title={title} description={t('imports.description')} />
      <Table<ImportBatch>
        data-testid="import-table"
        variant="full-page"
        {...batches.collectionProps}
        items={batches.items}
        columnDefinitions={columns}
        wrapLines
        loading={list.loading}
        loadingText={t('common.loading')}
        ariaLabels={{ tableLabel: title }}
        header={
          <Header
            description={t('imports.fileHint', { mb: IMPORT_MAX_MB, rows: IMPORT_MAX_ROWS })}
            actions={
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <Select
                  selectedOption={kindOption(kind)}
                  options={kinds.map(kindOption)}
                  onChange={({ detail }) => setKind(detail.selectedOption.value as ImportKind)}
                  inlineLabelText={t('imports.kindChoice')}
                  data-testid="import-kind"
                />
                <Button iconName="download" onClick={() => void downloadTemplate()} data-testid="import-template">
                  {t('imports.template')}
                </Button>
                <FileInput accept=".xlsx,.csv" value={[]} onChange={({ detail }) => void choose(detail.value)} data-testid="import-file" ariaLabel={t('imports.new')}>
                  {t('imports.new')}
                </FileInput>
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
      />
      {uploading && <ProgressBar status="in-progress" label={t('imports.uploading', { name: uploading })} />}
    </SpaceBetween>
  );
}
