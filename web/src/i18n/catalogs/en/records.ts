/**
 * The lists of records about objects and the object page's records (spec 2 sections 2 and 4).
 * Field and type names are the `recordFields` area; shared buttons come from `objects` and `common`.
 */
export const records = {
  'records.list.search': 'Search',
  'records.list.loading': 'Loading records',
  'records.list.empty': 'No records',
  'records.list.selection': 'Record selection',
  'records.list.selectAll': 'Select all records on this page',
  'records.list.any': 'Any',
  'records.list.exportSelected': 'Export the {count, plural, one {selected record} other {# selected records}}',
  'records.list.exportAll': 'Export all records',
  'records.list.exportTooMany': 'Select at most {max} records to export them, or clear the selection to export all.',

  'records.object.title': 'Records',
  'records.object.add': 'Add',
  'records.object.none': 'None',
  'records.object.loading': 'Loading records',
  'records.object.movedTo': 'To {location}',
} as const;
