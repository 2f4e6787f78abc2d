import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { Language } from '../../../../../shared/schemas/vocabulary';
import { languageTags } from '../common/language-actions';

/** The /languages tags (spec 1 section 2): DEFAULT, APP and RTL. */
export const DETAIL_TAGS = { default: 'DEFAULT', app: 'APP', rtl: 'RTL' } as const;
const TAG_COLOURS: Record<string, 'green' | 'blue' | 'grey'> = { DEFAULT: 'green', APP: 'blue', RTL: 'grey' };

export function languagesColumns(canWrite: boolean, onUpdate: (l: Language) => void, onDelete: (l: Language) => void): TableProps.ColumnDefinition<Language>[] {
  const columns: TableProps.ColumnDefinition<Language>[] = [
    { id: 'title', header: 'Title', isRowHeader: true, cell: (l) => l.isoLanguage.title },
    { id: 'code', header: 'Code', cell: (l) => l.isoLanguage.code },
    {
      id: 'details',
      header: 'Details',
      cell: (l) => (
        <SpaceBetween direction="horizontal" size="xxs">
          {languageTags(l, DETAIL_TAGS).map((tag) => (
            <Badge key={tag} color={TAG_COLOURS[tag]}>
              {tag}
            </Badge>
          ))}
        </SpaceBetween>
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (l) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="inline-link" onClick={() => onUpdate(l)} ariaLabel={`Update ${l.isoLanguage.title}`} data-testid="language-update">
            Update
          </Button>
          <Button variant="inline-link" onClick={() => onDelete(l)} ariaLabel={`Delete ${l.isoLanguage.title}`} data-testid="language-delete">
            Delete
          </Button>
        </SpaceBetween>
      ),
    });
  }
  return columns;
}
