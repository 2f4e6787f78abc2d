import { describe, expect, it } from 'vitest';
import { ObjectSchema } from '../../../../../shared/schemas/object';
import { checkObject, EMPTY_OBJECT_FORM, formValuesOf, payloadOf } from './object-form-values';
import { NO_DERIVED_FIELDS } from '../../../test-support/stored-object';

const filled = { ...EMPTY_OBJECT_FORM, inventoryNumber: 'A-001' };

describe('the object form checks', () => {
  it('need the inventory number, in the spec words', () => {
    expect(checkObject(EMPTY_OBJECT_FORM)).toEqual({ inventoryNumber: 'Inventory Number is required!' });
    expect(checkObject(filled)).toEqual({});
  });

  it('refuse a number typed wrong, a negative measure and a half-filled other dimension', () => {
    expect(checkObject({ ...filled, weight: '12,5' })).toEqual({ weight: 'Enter a number.' });
    expect(checkObject({ ...filled, length: '-1' })).toEqual({ length: 'A measure is 0 or more.' });
    expect(checkObject({ ...filled, otherDimensions: [{ dimension: 'otherDimensions.d1', value: '' }] })).toEqual({
      otherDimensions: 'Choose a dimension and enter its value.',
    });
  });

  it('hold a text area to its limit', () => {
    expect(checkObject({ ...filled, description: 'x'.repeat(241) })).toEqual({ description: 'At most 240 characters.' });
    expect(checkObject({ ...filled, descriptionLong: 'x'.repeat(1600) })).toEqual({});
  });
});

describe('payloadOf', () => {
  it('sends dates as YYYY-MM-DD, dimensions as a map and no purpose for an available object', () => {
    const body = payloadOf({
      ...filled,
      available: true,
      availabilityPurpose: 'availabilityPurpose.p1',
      registrationDate: '2024-05-01',
      quantity: '3',
      otherDimensions: [{ dimension: 'otherDimensions.d1', value: '4.5' }],
    });
    expect(body).toMatchObject({ registrationDate: '2024-05-01', quantity: 3, otherDimensions: { 'otherDimensions.d1': 4.5 }, availabilityPurpose: null });
  });

  it('gives back what a GET answered, so an untouched record saves unchanged', () => {
    const stored = ObjectSchema.parse({
      ...payloadOf(filled),
      ...NO_DERIVED_FIELDS,
      id: 'o1',
      version: 4,
      available: false,
      availabilityPurpose: 'availabilityPurpose.p1',
      objectName: 'Vase',
      width: 20,
      material: ['material.m1'],
      otherDimensions: { 'otherDimensions.d1': 2 },
      mainImage: { uid: 'k', name: 'a.png', url: 'http://s/a.png' },
      createdAt: null,
      updatedAt: null,
    });
    const values = formValuesOf(stored);
    expect(values.mainImage?.saved).toBe(true);
    // The production years and the thumbnail are the server's to derive: the form sends the date's text and the image only.
    const { id: _id, version: _version, createdAt: _c, updatedAt: _u, productionEarliestYear: _e, productionLatestYear: _l, productionCentury: _y, thumbnailUrl: _t, ...fields } = stored;
    expect(payloadOf(values)).toEqual(fields);
  });
});
