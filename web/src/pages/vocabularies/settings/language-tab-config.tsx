import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import type { TableProps } from '@cloudscape-design/components/table';
import type { Language } from '../../../../../shared/schemas/vocabulary';
import { Ltr } from '../../../i18n/ltr';
import type { Translate } from '../../../i18n/use-t';
import { languageActions } from '../common/language-actions';
import type { LanguageSave } from '../common/use-languages';

export type LanguageRights = { editLists: boolean; languageAppActions: boolean };

/** The Settings Language tab's columns (spec 1 section 2): title, code, the three tags, actions. */
export function languageColumns(
  rights: LanguageRights,
  act: (language: Language, change: Partial<LanguageSave>) => void,
  askDelete: (language: Language) => void,
  t: Translate,
  nameOf: (language: Language) => string,
): TableProps.ColumnDefinition<Language>[] {
  // Each tag carries its word, never its colour alone.
  const tag = (shown: boolean, id: 'vocab.tag.appDefault' | 'vocab.tag.app' | 'vocab.tag.rtl', color: 'green' | 'blue' | 'grey') =>
    shown ? <Badge color={color}>{t(id)}</Badge> : null;
  const columns: TableProps.ColumnDefinition<Language>[] = [
    { id: 'title', header: t('vocab.list.languages'), isRowHeader: true, cell: (l) => nameOf(l) },
    { id: 'code', header: t('vocab.languages.code'), cell: (l) => <Ltr>{l.isoLanguage.code}</Ltr> },
    { id: 'default', header: t('vocab.tag.appDefault'), cell: (l) => tag(l.defaultInMobileApp, 'vocab.tag.appDefault', 'green') },
    { id: 'app', header: t('vocab.tag.app'), cell: (l) => tag(l.usedInMobileApp, 'vocab.tag.app', 'blue') },
    { id: 'rtl', header: t('vocab.tag.rtl'), cell: (l) => tag(l.directionRightToLeft, 'vocab.tag.rtl', 'grey') },
  ];
  if (rights.languageAppActions) {
    columns.push({
      id: 'actions',
      header: t('common.actions'),
      cell: (l) => {
        const actions = languageActions(l);
        return (
          <ButtonDropdown
            variant="inline-icon"
            ariaLabel={t('vocab.languages.actionsFor', { name: nameOf(l) })}
            data-testid="language-actions"
            items={actions.map(({ id, message }) => ({ id, text: t(message) }))}
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
      header: t('common.delete'),
      width: 90,
      cell: (l) => (
        <Button variant="icon" iconName="remove" ariaLabel={t('vocab.row.delete', { name: nameOf(l) })} data-testid="row-delete" onClick={() => askDelete(l)} />
      ),
    });
  }
  return columns;
}
