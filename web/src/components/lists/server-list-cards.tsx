import Cards, { type CardsProps } from '@cloudscape-design/components/cards';
import { useT } from '../../i18n/use-t';
import { ListDeletion, useListChrome, type ListChromeProps } from './list-chrome';

export type ServerListCardsProps<T, F> = ListChromeProps<T, F> & {
  testId: string;
  cardDefinition: CardsProps.CardDefinition<T>;
  trackBy: CardsProps.TrackBy<T>;
  loadingText: string;
  /** Cards get checkboxes, the same selection as the table's rows. */
  selectable?: boolean;
  itemLabel: (item: T) => string;
  labels: { cards: string; selection?: string };
};

/** As many cards a row as fit from 240 px each (Cloudscape's card view demos). */
const CARDS_PER_ROW: CardsProps['cardsPerRow'] = [{ cards: 1 }, { minWidth: 480, cards: 2 }, { minWidth: 720, cards: 3 }, { minWidth: 960, cards: 4 }, { minWidth: 1200, cards: 5 }];

/**
 * A server list shown as cards (Cloudscape Cards): the same items, selection, header, search,
 * paging, page size and delete confirmation as its table (`list-chrome.tsx`), so switching views
 * keeps the page and the ticked items.
 */
export function ServerListCards<T, F>({ list, testId, heading, search, filterExtras, emptyText, cardDefinition, trackBy, loadingText, selectable, itemLabel, labels }: ServerListCardsProps<T, F>) {
  const t = useT();
  const chrome = useListChrome({ list, heading, search, filterExtras, emptyText });
  return (
    <>
      <Cards<T>
        {...chrome}
        data-testid={testId}
        variant="full-page"
        items={list.items}
        loading={list.loading}
        loadingText={loadingText}
        trackBy={trackBy}
        cardDefinition={cardDefinition}
        cardsPerRow={CARDS_PER_ROW}
        selectionType={selectable ? 'multi' : undefined}
        selectedItems={list.selectedItems}
        onSelectionChange={({ detail }) => list.setSelectedItems(detail.selectedItems)}
        ariaLabels={{
          cardsLabel: labels.cards,
          selectionGroupLabel: labels.selection ?? labels.cards,
          itemSelectionLabel: (_state, item) => t('common.table.selectRow', { name: itemLabel(item) }),
        }}
      />
      <ListDeletion list={list} itemLabel={itemLabel} />
    </>
  );
}
