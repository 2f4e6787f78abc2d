import { describe, expect, it } from 'vitest';
import { ObjectListQuery } from '../../../shared/schemas/object';
import { ObjectExportQuery } from '../../../shared/schemas/object-export';
import { chosenListColumns, LIST_COLUMNS_CHOICE_MESSAGE, listSearch } from './listed-export';

describe('the export of the list as shown: what the request asks for', () => {
  it("passes the list's parameters through the export's query, checked as the list checks them", () => {
    const request = ObjectExportQuery.parse({ all: 'true', searchAll: 'ewer', sort: 'objectName,desc', columns: 'list', listColumns: 'objectTitle,inventoryNumber', lang: 'ar' });
    expect(listSearch(request.list.search, ObjectListQuery)).toEqual({ searchAll: 'ewer', sort: { field: 'objectName', descending: true } });
    expect(request.list).toMatchObject({ columns: 'objectTitle,inventoryNumber', lang: 'ar' });
    // The spec's export carries none: it stays the spec's.
    expect(listSearch(ObjectExportQuery.parse({ all: 'true' }).list.search, ObjectListQuery)).toBeUndefined();
    expect(() => listSearch({ sort: 'weight' }, ObjectListQuery)).toThrow(/sort/u);
  });

  it('takes the chosen columns in their order, only with columns=list, each known and once', () => {
    expect(chosenListColumns('objectTitle,inventoryNumber', 'list')).toEqual(['objectTitle', 'inventoryNumber']);
    expect(chosenListColumns(undefined, 'all')).toBeUndefined();
    expect(() => chosenListColumns('inventoryNumber', 'all')).toThrow(LIST_COLUMNS_CHOICE_MESSAGE);
    for (const bad of ['inventoryNumber,actions', 'thumbnail', 'objectName,objectName', '']) expect(() => chosenListColumns(bad, 'list'), bad).toThrow(/Name each column once/u);
  });
});
