import type { PropertyFilterProps } from '@cloudscape-design/components/property-filter';
import { OBJECT_FILTER_NAMES, operatorOf, type ObjectFilterName } from '../../../../../shared/schemas/object-list-filters';
import type { FilterToken } from '../../../../../shared/schemas/saved-search';
import { NO_FILTERS, type ObjectFilters } from './object-filters';

/**
 * The list's filters as PropertyFilter tokens and back. The list keeps its filters as the API's
 * parameters (one value per filter, `ObjectFilters`); tokens are how they are shown and edited,
 * saved with a search and read from one. The API ANDs its filters and takes one value each, so a
 * second token on a field replaces the first, and a token the API cannot read is dropped.
 */
const isFilterName = (key: string | undefined): key is ObjectFilterName => (OBJECT_FILTER_NAMES as readonly (string | undefined)[]).includes(key);

export function tokensOf(filters: ObjectFilters): FilterToken[] {
  return OBJECT_FILTER_NAMES.filter((name) => filters[name].trim() !== '').map((name) => ({ propertyKey: name, operator: operatorOf(name), value: filters[name].trim() }));
}

export function filtersOf(tokens: readonly { propertyKey?: string; operator: string; value: unknown }[]): ObjectFilters {
  const filters = { ...NO_FILTERS };
  for (const token of tokens) {
    if (!isFilterName(token.propertyKey) || token.value === null || token.value === undefined) continue;
    filters[token.propertyKey] = String(token.value).trim();
  }
  return filters;
}

export function propertyFilterQuery(filters: ObjectFilters): PropertyFilterProps.Query {
  return { operation: 'and', tokens: tokensOf(filters) };
}
