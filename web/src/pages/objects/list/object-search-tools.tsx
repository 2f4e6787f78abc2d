import { useCallback, useMemo } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';
import { OBJECT_SORT_FIELDS, type CollectionObject } from '../../../../../shared/schemas/object';
import type { ListSort } from '../../../components/lists/list-state';
import type { ObjectListColumn } from '../../../../../shared/schemas/list-columns';
import type { SavedQuery } from '../../../../../shared/schemas/saved-search';
import type { ColumnDisplay } from '../../../components/lists/page-size-preferences';
import { useT } from '../../../i18n/use-t';
import type { ObjectDropdowns } from '../form/use-object-dropdowns';
import { filtersOf, tokensOf } from './object-filter-tokens';
import { ObjectPropertyFilter } from './object-property-filter';
import { SavedSearchControls } from './saved-search-controls';
import { useObjectColumns } from './use-object-columns';
import type { ObjectList } from './use-object-list';

/** The list's sort as a saved search keeps it: only a field GET /api/objects sorts by. */
function savedSort(sort: ListSort | undefined): SavedQuery['sort'] {
  const by = OBJECT_SORT_FIELDS.find((field) => field === sort?.by);
  return by && sort ? { by, descending: sort.descending } : undefined;
}

/**
 * The object list's search tools beside its search box (issue 29): the filter tokens, the saved
 * searches and, for the table's preferences, the columns chosen per user. A saved search holds
 * the list's text, tokens, sort and columns; opening one restores all four on the first page.
 */
export function useObjectSearchTools(list: ObjectList, columns: readonly (TableProps.ColumnDefinition<CollectionObject> & { id?: string })[], dropdowns: ObjectDropdowns) {
  const t = useT();
  const offered = useMemo(() => columns.map((c) => c.id as ObjectListColumn), [columns]);
  const { columns: chosen, choose } = useObjectColumns(offered);
  const { state, restore } = list;

  const current = useCallback((): SavedQuery => ({ text: state.search, tokens: tokensOf(state.filters), sort: savedSort(state.sort), columns: chosen }), [state, chosen]);
  const open = useCallback(
    (query: SavedQuery) => {
      restore({ paging: { ...state.paging, page: 0 }, search: query.text, filters: filtersOf(query.tokens), sort: query.sort });
      if (query.columns) void choose(query.columns);
    },
    [restore, state.paging, choose],
  );

  const columnDisplay: ColumnDisplay = {
    title: t('objects.columns.title'),
    description: t('objects.columns.description'),
    options: columns.map((c) => ({ id: c.id!, label: typeof c.header === 'string' ? c.header : c.id!, alwaysVisible: c.id === 'inventoryNumber' })),
    value: chosen,
    onChange: (next) => void choose(next),
  };

  // The saved searches, then the tokens taking the row's free width (so the row fits 1400 px in either language).
  const tools = (
    <SavedSearchControls current={current} onOpen={open}>
      {({ select, actions }) => (
        <>
          {select}
          <div className="list-filter-row__grow">
            <ObjectPropertyFilter filters={state.filters} onChange={list.setFilters} dropdowns={dropdowns} />
          </div>
          {actions}
        </>
      )}
    </SavedSearchControls>
  );
  return { tools, columnDisplay };
}
