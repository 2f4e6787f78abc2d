import type { MinimumRecordField } from '../../../../shared/schemas/minimum-record-fields';
import type { DocTest } from '../../../lib/search/search-doc';
import { fieldBit } from '../presence';

/** `missing=<field>` as a test of a document, with the request's other filters (missing-filter.ts). */
export function lackingTest(field: MinimumRecordField, passes: DocTest): NonNullable<DocTest> {
  const bit = fieldBit(field);
  return (doc) => doc.present !== undefined && (doc.present & bit) === 0 && (!passes || passes(doc));
}
