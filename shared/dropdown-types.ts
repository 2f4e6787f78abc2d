/**
 * The dropdown types of spec 2 section 3 that every museum starts with. The server seeds them
 * per tenant and serves them (`GET /api/dropdowns/types`); a type with `child` has its values
 * split by the parent's values (a category belongs to one classification).
 */
export type DropdownTypeDef = {
  readonly name: string;
  readonly title: string;
  readonly child?: string;
};

export const DROPDOWN_TYPES: readonly DropdownTypeDef[] = [
  { name: 'classification', title: 'Classification', child: 'category' },
  { name: 'category', title: 'Category' },
  { name: 'material', title: 'Material' },
  { name: 'technique', title: 'Technique' },
  { name: 'region', title: 'Region' },
  { name: 'location', title: 'Location' },
  { name: 'locationArea', title: 'Location Area' },
  { name: 'displayArea', title: 'Display Area' },
  { name: 'availabilityPurpose', title: 'Availability Purpose' },
  { name: 'condition', title: 'Condition' },
  { name: 'examinationTechnique', title: 'Examination Technique' },
  { name: 'locationOfExamination', title: 'Location of Examination' },
  { name: 'treatmentCategory', title: 'Treatment Category' },
  { name: 'treatmentPurpose', title: 'Treatment Purpose' },
  { name: 'damageType', title: 'Damage Type' },
  { name: 'treatmentDegree', title: 'Treatment Degree' },
  { name: 'movementType', title: 'Movement Type' },
  { name: 'reasonForMovement', title: 'Reason for Movement' },
  { name: 'displayType', title: 'Display Type' },
  { name: 'otherDimensions', title: 'Other Dimensions' },
];

/** The dropdown type whose values a museum can mark as bad conditions (the dashboard's Objects in Bad Condition). */
/** A dropdown type's title (the name itself for a type the list does not hold). */
export function dropdownTypeTitle(type: string): string {
  return DROPDOWN_TYPES.find((t) => t.name === type)?.title ?? type;
}

export const BAD_FLAG_TYPE = 'condition';

/**
 * A dropdown value's id carries its type (`classification.<uuid>`), because the spec's delete
 * names ids only (`DELETE /api/dropdowns?idList=`): the type, and so the value's partition,
 * comes from the id without an index lookup.
 */
export const DROPDOWN_ID_SEPARATOR = '.';

export function dropdownTypeOfId(id: string): string | undefined {
  const at = id.indexOf(DROPDOWN_ID_SEPARATOR);
  return at > 0 ? id.slice(0, at) : undefined;
}
