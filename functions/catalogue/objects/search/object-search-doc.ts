import { terms } from '../../../lib/search/normalise';
import type { SearchDoc } from '../../../lib/search/search-doc';
import { numberOrder } from '../number-order';
import { presenceBits } from '../presence';
import { EXACT_FILTERS, SEARCHED_FIELDS, TEXT_FILTERS, type SearchableObject } from './search-doc';

// An object's search document, built by its saves (search-writes.ts): pure, apart from the list's reads.

/** `changedAt`: the save's time, the object's last change (its sort key `changed`). */
export function objectSearchDoc(id: string, object: SearchableObject, changedAt?: string): SearchDoc {
  // Sort keys the document has no other field for (docs/object-search.md, Sorting).
  const keys: Record<string, string | number> = {};
  if (object.objectTitle) keys.objectTitle = object.objectTitle;
  if (object.locationArea) keys.locationArea = object.locationArea;
  if (object.quantity != null) keys.quantity = object.quantity;
  if (changedAt) keys.changed = changedAt;
  const exact: Record<string, string> = {};
  for (const field of EXACT_FILTERS) if (object[field]) exact[field] = object[field];
  const text: Record<string, string> = {};
  for (const field of TEXT_FILTERS) {
    const fieldTerms = terms(object[field]);
    if (fieldTerms.length) text[field] = ` ${fieldTerms.join(' ')} `;
  }
  const number = object.inventoryNumber ?? '';
  const [earliest = null, latest = null] = [object.productionEarliestYear, object.productionLatestYear];
  return {
    id,
    // A detail's value is found as the fields are (issue 28): what a migration kept stays findable.
    terms: [...new Set([...SEARCHED_FIELDS.flatMap((field) => terms(object[field])), ...(object.details ?? []).flatMap((d) => terms(d.value))])],
    exact,
    text,
    ...(object.registrationDate ? { date: object.registrationDate } : {}),
    ...(earliest !== null || latest !== null ? { years: [earliest, latest] } : {}),
    number,
    ...(object.objectName ? { name: object.objectName } : {}),
    sort: numberOrder(number),
    keys,
    present: presenceBits(object),
  };
}
