import { useMemo } from 'react';
import { EXPORTED_LIST_COLUMNS } from '../../../../../shared/schemas/object-list-headers';
import type { ListQuery } from '../../../components/lists/list-state';
import type { ListedQuery } from '../../../components/exports/use-spreadsheet-export';

const exported = new Set<string>(EXPORTED_LIST_COLUMNS);

/**
 * The object list as shown, for its export (issue 29): the list's own query without its page
 * (the set travels as the export's `setId`), and the columns shown, in their order, but the
 * Image and the Action menu. Headed in English whatever the console's language: a spreadsheet's
 * headers are the spec's column names in every language (objects.spec.ts, "an Arabic reader
 * exports ..."), so a file reads the same whoever made it; `lang=ar` is there for API callers.
 */
export function useListedExport(query: ListQuery, columns: readonly { id: string; visible: boolean }[]): ListedQuery {
  return useMemo(() => {
    const { page: _page, size: _size, setId: _setId, ...rows } = query;
    const listColumns = columns.filter((c) => c.visible && exported.has(c.id)).map((c) => c.id);
    return { query: rows, listColumns, lang: 'en' };
  }, [query, columns]);
}

/** Whether the list shows fewer than all its objects (a search, a filter, a field lacking): its export says how many. */
export function narrowed(query: ListQuery): boolean {
  const { page: _page, size: _size, setId: _setId, sort: _sort, ...rows } = query;
  return Object.values(rows).some((value) => value !== undefined && value !== '');
}
