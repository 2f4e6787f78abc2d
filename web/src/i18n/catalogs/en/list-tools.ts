import { OBJECT_LIST_HEADERS } from '../../../../../shared/schemas/object-list-headers';
import { SAVED_SEARCH_MESSAGES } from '../../../../../shared/schemas/saved-search';

/**
 * The object list's search tools (issue 29): the filter tokens (Cloudscape PropertyFilter), the
 * columns chosen per user and the saved searches. Field names come from the object form's and the
 * Filters drawer's texts, so a field reads the same everywhere.
 */
export const listTools = {
  'objects.tokens.label': 'Filter objects by field',
  'objects.tokens.placeholder': 'Filter by field',
  'objects.tokens.values': '{field} values',
  'objects.tokens.valuesGroup': 'Values',
  'objects.tokens.contains': 'Contains',
  'objects.tokens.equals': 'Equals',
  'objects.tokens.clear': 'Clear filters',
  'objects.tokens.remove': 'Remove filter {token}',
  'objects.tokens.apply': 'Apply',
  'objects.tokens.edit': 'Edit filter',
  'objects.tokens.property': 'Field',
  'objects.tokens.operator': 'Operator',
  'objects.tokens.value': 'Value',
  'objects.tokens.properties': 'Fields',
  'objects.tokens.operators': 'Operators',
  'objects.tokens.allProperties': 'All fields',
  'objects.tokens.useText': 'Use: "{text}"',
  'objects.columns.title': 'Columns',
  'objects.columns.description': 'Choose the columns to show and their order.',
  'objects.columns.updatedAt': OBJECT_LIST_HEADERS.en.updatedAt,
  'savedSearches.label': 'Saved searches',
  'savedSearches.placeholder': 'Open a saved search',
  'savedSearches.empty': 'No saved searches',
  'savedSearches.mine': 'Mine',
  'savedSearches.sharedGroup': 'Shared with the museum',
  'savedSearches.private': 'Only me',
  'savedSearches.sharedBy': 'Shared by {owner}',
  'savedSearches.save': 'Save search',
  'savedSearches.name': 'Name',
  'savedSearches.visibility': 'Who sees it',
  'savedSearches.visibility.private': 'Only me',
  'savedSearches.visibility.shared': 'Everyone in the museum',
  'savedSearches.saved': 'Search saved',
  'savedSearches.delete': 'Delete saved search',
  'savedSearches.deleted': 'Saved search deleted',
  'savedSearches.validation.name': SAVED_SEARCH_MESSAGES.name,
  'savedSearches.validation.tooMany': SAVED_SEARCH_MESSAGES.tooMany,
} as const;
