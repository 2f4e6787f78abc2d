import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Select from '@cloudscape-design/components/select';
import Table from '@cloudscape-design/components/table';
import { useEffect, useState } from 'react';
import { ImportHeadersSchema, KEEP_AS_DETAIL, type ImportBatch } from '../../../../shared/schemas/import';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { useT } from '../../i18n/use-t';
import { importReasonText } from './import-reason';
import { proposeByLabel } from './propose-by-label';
import { useFieldLabel } from './use-field-label';

const parseHeaders = (value: unknown) => ImportHeadersSchema.parse(value);

/**
 * The mapping step: each column of the file with the field it goes to, as proposed (the museum's
 * remembered mapping first, then the fields' labels and names); staff fix the rest and start the
 * dry run, which also remembers their choice.
 */
export function ImportMapping({ batch, mayCreateValues, onStarted }: { batch: ImportBatch; mayCreateValues: boolean; onStarted: () => void }) {
  const t = useT();
  const api = useApi();
  // A refused mapping names the field it needs inside its sentence: read as a row's reason is.
  const notifyError = useNotifyQueryError(importReasonText);
  const headers = useApiQuery(`/imports/${encodeURIComponent(batch.id)}/headers`, parseHeaders);
  const [mapping, setMapping] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  // The form's own labels, in the user's language; the file's headers stay as the file has them.
  const labelOf = useFieldLabel(batch.kind);
  useEffect(() => {
    // A batch dry-run before keeps the mapping it ran with; a new one starts from the proposal.
    const data = headers.data;
    if (!data) return;
    const proposal = () => proposeByLabel(data.headers, data.mapping, data.fields.map((f) => f.field), labelOf);
    setMapping(batch.mapping.length === data.headers.length ? batch.mapping : proposal());
  }, [headers.data, batch.mapping, labelOf]);

  const skip = { value: '', label: t('imports.mapping.skip') };
  // Objects may keep any column as a labelled detail (issue 28): right after "Don't import".
  const keep = batch.kind === 'objects' ? [{ value: KEEP_AS_DETAIL, label: labelOf(KEEP_AS_DETAIL) }] : [];
  const options = [skip, ...keep, ...(headers.data?.fields ?? []).map((f) => ({ value: f.field, label: labelOf(f.field) }))];
  const optionOf = (field: string) => options.find((o) => o.value === field) ?? skip;
  const columns = (headers.data?.headers ?? []).map((header, index) => ({ header, index }));

  const start = async () => {
    setBusy(true);
    try {
      // A file's first dry run plans the values it names that the museum lacks, for those who may
      // create them (issue 28: a museum moving in has none of its vocabulary, so every such row
      // was refused): the new values are listed and can be unticked before anything is committed.
      const createValues = batch.mapping.length === 0 ? mayCreateValues : batch.createValues;
      await api.post(`/imports/${encodeURIComponent(batch.id)}/dry-run`, { mapping, createValues });
      onStarted();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    // Folded once the file has been dry-run: the rows are what staff read next.
    <ExpandableSection
      variant="container"
      defaultExpanded={batch.status !== 'ANALYSED'}
      headerText={t('imports.mapping.title')}
      headerDescription={t('imports.mapping.description')}
      data-testid="import-mapping-section"
    >
      <Table
        data-testid="import-mapping"
        variant="embedded"
        trackBy="index"
        loading={headers.loading}
        loadingText={t('common.loading')}
        items={columns}
        wrapLines
        columnDefinitions={[
          { id: 'header', header: t('imports.mapping.column'), cell: (c) => c.header, isRowHeader: true },
          {
            id: 'field',
            header: t('imports.mapping.field'),
            cell: (c) => (
              <Select
                selectedOption={optionOf(mapping[c.index] ?? '')}
                options={options}
                filteringType="auto"
                ariaLabel={t('imports.mapping.fieldOf', { header: c.header })}
                data-testid={`import-map-${c.index}`}
                onChange={({ detail }) => setMapping((m) => m.map((f, i) => (i === c.index ? (detail.selectedOption.value ?? '') : f)))}
              />
            ),
          },
        ]}
        footer={
          <Button variant="primary" loading={busy} disabled={!headers.data} onClick={() => void start()} data-testid="import-dry-run">
            {batch.status === 'ANALYSED' ? t('imports.dryRunAgain') : t('imports.dryRun')}
          </Button>
        }
      />
    </ExpandableSection>
  );
}
