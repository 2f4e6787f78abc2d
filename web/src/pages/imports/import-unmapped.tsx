import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { KEEP_AS_DETAIL, type ImportBatch } from '../../../../shared/schemas/import';
import { useT } from '../../i18n/use-t';

/**
 * The columns the dry run's mapping left out, each with how many rows hold a value in it (issue
 * 28: nothing is dropped unsaid). Objects may keep them as labelled details: the dry run runs
 * again with those columns kept.
 */
export function ImportUnmapped({ batch, busy, onKeep }: { batch: ImportBatch; busy: boolean; onKeep: (mapping: string[]) => void }) {
  const t = useT();
  const left = new Set(batch.unmapped.map((u) => u.column - 1));
  const keep = () => onKeep(batch.mapping.map((field, i) => (left.has(i) ? KEEP_AS_DETAIL : field)));
  return (
    <Table
      data-testid="import-unmapped"
      header={
        <Header
          variant="h2"
          description={t('imports.unmapped.description')}
          actions={
            batch.kind === 'objects' && (
              <Button onClick={keep} disabled={busy} data-testid="import-keep-details">
                {t('imports.unmapped.keep')}
              </Button>
            )
          }
        >
          {t('imports.unmapped.title')}
        </Header>
      }
      items={batch.unmapped}
      trackBy="column"
      wrapLines
      columnDefinitions={[
        { id: 'column', header: t('imports.unmapped.column'), cell: (u) => u.column, width: 100 },
        { id: 'header', header: t('imports.unmapped.header'), cell: (u) => <bdi>{u.header || t('common.missingValue')}</bdi>, isRowHeader: true },
        { id: 'rows', header: t('imports.unmapped.rows'), cell: (u) => u.rows },
      ]}
    />
  );
}
