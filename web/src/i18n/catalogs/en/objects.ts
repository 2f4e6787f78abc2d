/**
 * The object list (spec 2 sections 2, 4 and 7): its buttons, the Filters drawer, the export's
 * busy state. Field names come from the object form's catalog (`objectForm.field.*`), so a field
 * reads the same on the list and in the form.
 */
export const objects = {
  'objects.list.header': 'Objects',
  'objects.list.search': 'Search objects',
  'objects.list.clearSearch': 'Clear search',
  'objects.list.loading': 'Loading objects',
  'objects.list.empty': 'No objects',
  'objects.list.selection': 'Object selection',
  'objects.list.selectAll': 'Select all objects on this page',
  'objects.list.rowActions': 'Actions for {inventoryNumber}',
  'objects.list.action': 'Action',
  'objects.list.page': 'View page',
  'objects.list.edit': 'Edit',
  'objects.list.gaps': 'Gaps',
  'objects.gaps.saved': 'gaps.txt downloaded',
  'objects.gaps.summary': '{missing, plural, one {# missing inventory number} other {# missing inventory numbers}} in {count, plural, one {# series} other {# series}}: {series}',
  'objects.gaps.none': 'No gaps: every numbering series is complete.',
  'objects.list.export': 'Export',
  'objects.list.exportSelected': 'Export the {count, plural, one {selected object} other {# selected objects}}',
  'objects.list.exportAll': 'Export all objects',
  'objects.list.exportTooMany': 'Select at most {max} objects to export them, or clear the selection to export all.',

  'objects.filters.button': 'Filters',
  'objects.filters.applied': '{count, plural, one {# filter applied} other {# filters applied}}',
  'objects.filters.title': 'Filters',
  'objects.filters.close': 'Close filters',
  'objects.filters.any': 'Any',
  'objects.filters.clear': 'Clear',
  'objects.filters.search': 'Search',
  'objects.filters.startDate': 'Registration Date from',
  'objects.filters.endDate': 'Registration Date to',
  'objects.filters.producedFrom': 'Produced from (year)',
  'objects.filters.producedTo': 'Produced to (year)',
  'objects.filters.yearHint': 'A year, such as 1802; -500 is 500 BC.',
} as const;
