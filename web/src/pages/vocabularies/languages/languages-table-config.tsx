import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { Language } from '../../../../../shared/schemas/vocabulary';
import { Ltr } from '../../../i18n/ltr';
import type { MessageId } from '../../../i18n/message-ids';
import type { Translate } from '../../../i18n/use-t';
import { languageTags } from '../common/language-actions';

type DetailTag = { message: MessageId; colour: 'green' | 'blue' | 'grey' };

/** The /languages tags (spec 1 section 2): DEFAULT, APP and RTL, each with its word, not its colour alone. */
export const DETAIL_TAGS: { default: DetailTag; app: DetailTag; rtl: DetailTag } = {
  default: { message: 'vocab.detail.default', colour: 'green' },
  app: { message: 'vocab.detail.app', colour: 'blue' },
  rtl: { message: 'vocab.detail.rtl', colour: 'grey' },
};

export function languagesColumns(
  canWrite: boolean,
  onUpdate: (l: Language) => void,
  onDelete: (l: Language) => void,
  t: Translate,
  nameOf: (l: Language) => string,
): TableProps.ColumnDefinition<Language>[] {
  const columns: TableProps.ColumnDefinition<Language>[] = [
    { id: 'title', header: t('vocab.languages.title'), isRowHeader: true, cell: (l) => nameOf(l) },
    { id: 'code', header: t('vocab.languages.code'), cell: (l) => <Ltr>{l.isoLanguage.code}</Ltr> },
    {
      id: 'details',
      header: t('vocab.languages.details'),
      cell: (l) => (
        <SpaceBetween direction="horizontal" size="xxs">
          {languageTags(l, DETAIL_TAGS).map((tag) => (
            <Badge key={tag.message} color={tag.colour}>
              {t(tag.message)}
            </Badge>
          ))}
        </SpaceBetween>
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      id: 'actions',
      header: t('common.actions'),
      cell: (l) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="inline-link" onClick={() => onUpdate(l)} ariaLabel={t('vocab.row.update', { name: nameOf(l) })} data-testid="language-update">
            {t('common.update')}
          </Button>
          <Button variant="inline-link" onClick={() => onDelete(l)} ariaLabel={t('vocab.row.delete', { name: nameOf(l) })} data-testid="language-delete">
            {t('common.delete')}
          </Button>
        </SpaceBetween>
      ),
    });
  }
  return columns;
}
