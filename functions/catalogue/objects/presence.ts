import { MINIMUM_RECORD_FIELDS, type MinimumRecordField } from '../../../shared/schemas/minimum-record';

/**
 * Which of the minimum record's candidate fields an object has, as bits (bit i: MINIMUM_RECORD_FIELDS[i]):
 * the dashboard's counters (one per pattern of bits) and the search document (`missing=`) read the same
 * bits, so the card and the list it links to agree object for object.
 */
export type Presenceable = { [field: string]: unknown; otherDimensions?: readonly unknown[] | null };

/** Dimensions (spec 2: length, width, height, diameter, weight) or any other dimension. */
const MEASURES = ['length', 'width', 'height', 'diameter', 'weight'] as const;

const filled = (value: unknown) =>
  value !== undefined && value !== null && (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : true);

function has(object: Presenceable, field: MinimumRecordField): boolean {
  if (field === 'dimensions') return MEASURES.some((f) => filled(object[f])) || filled(object.otherDimensions);
  return filled(object[field]);
}

export const fieldBit = (field: MinimumRecordField) => 1 << MINIMUM_RECORD_FIELDS.indexOf(field);

/** The bits of `fields`. */
export const bitsOf = (fields: readonly MinimumRecordField[]) => fields.reduce((bits, f) => bits | fieldBit(f), 0);

export function presenceBits(object: Presenceable): number {
  return MINIMUM_RECORD_FIELDS.reduce((bits, field) => (has(object, field) ? bits | fieldBit(field) : bits), 0);
}
