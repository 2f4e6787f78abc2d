import { describe, expect, it } from 'vitest';
import { recordCreateSchema, recordUpdateSchema } from '../schemas/records';
import { NEW_PLACE_REQUIRED, newPlaceMissing } from './new-place-rule';
import { RECORD_TYPES } from './record-types';

const movement = RECORD_TYPES.movement;
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a movement names its New Location whenever it names a lower level of it', () => {
  it('refuses lower levels of the new place (a dropdown, a text, a switch on) without the New Location', () => {
    expect(newPlaceMissing(movement, { newLocationArea: 'locationArea.a' })).toBe('newLocation');
    expect(newPlaceMissing(movement, { newRoomNumber: 'S-12' })).toBe('newLocation');
    expect(newPlaceMissing(movement, { newTemporaryLocation: true, newLocation: '' })).toBe('newLocation');
  });

  it('lets through a whole new place, no new place at all, blank or switched-off levels, and the old side alone', () => {
    expect(newPlaceMissing(movement, { newLocation: 'location.main', newRoomNumber: 'M-1' })).toBeUndefined();
    expect(newPlaceMissing(movement, {})).toBeUndefined();
    expect(newPlaceMissing(movement, { newRoomNumber: '  ', newTemporaryLocation: false })).toBeUndefined();
    expect(newPlaceMissing(movement, { movementLocation: 'location.store', oldRoomNumber: 'S-12' })).toBeUndefined();
    expect(newPlaceMissing(RECORD_TYPES.condition, { newRoomNumber: 'S-12' })).toBeUndefined();
  });

  it("is the API's rule on create and update, at New Location, beside other fields' messages", () => {
    const create = recordCreateSchema(movement).safeParse({ objectId: 'o1', reportId: 'MV-1', newRoomNumber: 'S-12' });
    expect(errorsOf(create)).toEqual({ newLocation: NEW_PLACE_REQUIRED });
    const update = recordUpdateSchema(movement).safeParse({ objectId: 'o1', reportId: 'MV-1', newCabinetNumber: 'C3', id: 'm1', version: 2 });
    expect(errorsOf(update)).toEqual({ newLocation: NEW_PLACE_REQUIRED });
    expect(recordCreateSchema(movement).safeParse({ objectId: 'o1', reportId: 'MV-1', newLocation: 'location.main', newRoomNumber: 'S-12' }).success).toBe(true);
    expect(errorsOf(recordCreateSchema(movement).safeParse({ objectId: 'o1', reportId: '', newRoomNumber: 'S-12' }))).toEqual({ reportId: movement.reportId.required, newLocation: NEW_PLACE_REQUIRED });
  });
});
