import Box from '@cloudscape-design/components/box';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useState } from 'react';

export type ClientListOptions<T> = {
  /** A row's key: what a selection is kept by. */
  trackBy: (item: T) => string;
  /** The text the search box matches (any case); none: the list has no search in the browser. */
  searchText?: (item: T) => string;
  /** The empty state's text, and the one when the search matches nothing (the same when not given). */
  empty: string;
  noMatch?: string;
  /**
   * Anything else the rows depend on (the server's search, a parent value): when it changes
   * nothing stays ticked (issue 32), like a search typed here.
   */
  selectionScope?: unknown;
  /** What the header counts, when some rows are not yet the list's (unsaved new rows); all rows otherwise. */
  total?: number;
};

/**
 * The small-list path: a list that arrives whole (settings reference lists, dropdowns,
 * languages, user groups, gateways, beacon scans), on Cloudscape's `useCollection`: the search
 * in the browser, the empty and no-match states, and a selection that only ever holds rows on
 * screen, counted in the header as '(2/12)'.
 */
export function useClientList<T>(all: readonly T[], { trackBy, searchText, empty, noMatch, selectionScope, total = all.length }: ClientListOptions<T>) {
  const collection = useCollection(all, {
    filtering: {
      // Selection holds only visible rows (keepSelection off), so a search hides none that are ticked.
      filteringFunction: searchText ? (item, text) => searchText(item).toLowerCase().includes(text.trim().toLowerCase()) : () => true,
      empty: <Box textAlign="center">{empty}</Box>,
      noMatch: <Box textAlign="center">{noMatch ?? empty}</Box>,
    },
    selection: { trackBy, keepSelection: false },
  });
  const { actions } = collection;
  const selectedItems = collection.collectionProps.selectedItems ?? [];

  const scope = JSON.stringify(selectionScope ?? null);
  const [seenScope, setSeenScope] = useState(scope);
  if (seenScope !== scope) {
    setSeenScope(scope);
    if (selectedItems.length) actions.setSelectedItems([]);
  }

  return {
    /** The rows to show, search applied. */
    items: collection.items,
    /** Spread into the Table: empty state, selection, trackBy. */
    collectionProps: collection.collectionProps,
    /** Spread into the TextFilter. */
    filterProps: collection.filterProps,
    selectedItems,
    setSelectedItems: actions.setSelectedItems,
    /** '(12)', or '(2/12)' while rows are ticked. */
    counter: selectedItems.length ? `(${selectedItems.length}/${total})` : `(${total})`,
  };
}
