import { MINIMUM_RECORD_FIELD_MESSAGE, MINIMUM_RECORD_FIELDS, type MinimumRecordField } from '../../../../shared/schemas/minimum-record-fields';
import { ValidationError } from '../../../lib/errors';
import type { DocTest } from '../../../lib/search/search-doc';
import { lackingTest } from './lacking-test';

const isCandidate = (field: string): field is MinimumRecordField => (MINIMUM_RECORD_FIELDS as readonly string[]).includes(field);

/**
 * GET /api/objects?missing=<field> (issue 29): the objects lacking one of the minimum record's
 * candidate fields, by the presence bits their search document carries, as one more test of the
 * walk (object-list-walk.ts: with the words, the other filters, a set and the sort). Loaded with
 * the saves' chunk, as a sorted list is (the cold start stays lean). A document saved before the
 * bits has none and is not listed until `npm run reindex` writes them.
 */
export function lackingFilter(missing: string, passes: DocTest): DocTest {
  if (!isCandidate(missing)) throw new ValidationError(MINIMUM_RECORD_FIELD_MESSAGE, { missing: MINIMUM_RECORD_FIELD_MESSAGE });
  return lackingTest(missing, passes);
}
