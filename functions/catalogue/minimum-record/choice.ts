import { DEFAULT_MINIMUM_RECORD, MINIMUM_RECORD_FIELDS, type MinimumRecord, type MinimumRecordField } from '../../../shared/schemas/minimum-record';
import { MinimumRecordEntity } from '../../lib/entities/minimum-record';

/** The museum's minimum record: its choice, or the default; always in the candidates' order. */
export async function chosenFields(tenant: string): Promise<MinimumRecordField[]> {
  const { data } = await MinimumRecordEntity.get({ tenant }).go({ attributes: ['fields'] });
  return inCandidateOrder(data?.fields ?? DEFAULT_MINIMUM_RECORD);
}

export function inCandidateOrder(fields: readonly string[]): MinimumRecordField[] {
  return MINIMUM_RECORD_FIELDS.filter((f) => fields.includes(f));
}

export const minimumRecordOf = (fields: readonly MinimumRecordField[]): MinimumRecord => ({ fields: [...fields] });
