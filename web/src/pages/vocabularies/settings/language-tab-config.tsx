import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import type { TableProps } from '@cloudscape-design/components/table';
import type { Language } from '../../../../../shared/schemas/vocabulary';
import { languageActions } from '../common/language-actions';
import type { LanguageSave } from '../common/use-languages';

export type LanguageRights = { editLists: boolean; languageAppActions: boolean };

/** The Settings Language tab's columns (spec 1 section 2): title, code, the three tags, actions. */
export function languageColumns(
  rights: LanguageRights,
  act: (language: Language, change: Partial<LanguageSave>) => void,
  askDelete: (language: Language) => void,
): TableProps.ColumnDefinition<Language>[] {
  const columns: TableProps.ColumnDefinition<Language>[] = [
    { id: 'title', header: 'Language', isRowHeader: true, cell: (l) => l.isoLanguage.title },
    { id: 'code', header: 'Code', cell: (l) => l.isoLanguage.code },
    { id: 'default', header: 'App Default', cell: (l) => (l.defaultInMobileApp ? <Badge color="green">App Default</Badge> : null) },
    { id: 'app', header: 'App', cell: (l) => (l.usedInMobileApp ? <Badge color="blue">App</Badge> : null) },
    { id: 'rtl', header: 'RTL', cell: (l) => (l.directionRightToLeft ? <Badge color="grey">RTL</Badge> : null) },
  ];
  if (rights.languageAppActions) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (l) => {
        const actions = languageActions(l);
        return (
          <ButtonDropdown
            variant="inline-icon"
            ariaLabel={`Actions for ${l.isoLanguage.title}`}
            data-testid="language-actions"
            items={actions.map(({ id, text }) => ({ id, text }))}
            onItemClick={({ detail }) => {
              const action = actions.find((a) => a.id === detail.id);
              if (action) act(l, action.change);
            }}
          />
        );
      },
    });
  }
  if (rights.editLists) {
    columns.push({
      id: 'delete',
      header: '',
      width: 60,
      cell: (l) => <Button variant="icon" iconName="remove" ariaLabel={`Delete ${l.isoLanguage.title}`} data-testid="row-delete" onClick={() => askDelete(l)} />,
    });
  }
  return columns;
}

