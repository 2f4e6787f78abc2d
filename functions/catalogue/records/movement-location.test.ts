import { beforeAll, describe, expect, it } from 'vitest';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let location: typeof import('./movement-location');
let place: typeof import('./movement-place');
beforeAll(async () => {
  location = await import('./movement-location');
  place = await import('./movement-place');
});

type Fields = Record<string, unknown>;
let created = 0;
const movement = (id: string, dateOfMovement: string, fields: Fields) => ({ id, order: dateOfMovement, createdAt: `2026-01-01T00:00:0${created++}Z`, fields: { dateOfMovement, ...fields } });

const store = { movementLocation: 'location.store', oldLocationArea: 'locationArea.a', oldRoomNumber: 'S-12', oldCabinetNumber: 'C3', oldShelfNumber: '2' };
const toMain = { ...store, newLocation: 'location.main', newLocationArea: 'locationArea.b', newRoomNumber: 'M-1', newTemporaryLocation: true };

describe('which movement decides where an object is, whole', () => {
  it('a new latest movement moves the object to its whole new place', () => {
    const first = movement('m1', '2024-01-10', toMain);
    expect(location.placeAfter([], { added: first })).toEqual({ place: { location: 'location.main', locationArea: 'locationArea.b', roomNumber: 'M-1', temporaryLocation: true } });
  });

  it('a backdated movement does not move it; an edit that keeps the decider whole moves nothing', () => {
    const first = movement('m1', '2024-01-10', toMain);
    expect(location.placeAfter([first], { added: movement('m0', '2023-12-01', { newLocation: 'location.loan' }) })).toBeUndefined();
    expect(location.placeAfter([first], { removedId: 'm1', added: { ...first, fields: { ...first.fields, movedBy: 'Someone' } } })).toBeUndefined();
    const elsewhere = { ...first, fields: { ...first.fields, newRoomNumber: 'M-2' } };
    expect(location.placeAfter([first], { removedId: 'm1', added: elsewhere })?.place.roomNumber).toBe('M-2');
  });

  it('deleting the latest restores the previous whole new place, and the last one restores the whole place it left', () => {
    const first = movement('m1', '2024-01-10', toMain);
    const second = movement('m2', '2024-02-01', { movementLocation: 'location.main', oldRoomNumber: 'M-1', newLocation: 'location.lab', newShelfNumber: '7' });
    expect(location.placeAfter([first, second], { removedId: 'm2' })).toEqual(location.placeAfter([], { added: first }));
    expect(location.placeAfter([first], { removedId: 'm1' })).toEqual({ place: { location: 'location.store', locationArea: 'locationArea.a', roomNumber: 'S-12', cabinetNumber: 'C3', shelfNumber: '2' } });
  });

  it('on the same day the later created decides; a movement without a new location never does', () => {
    const a = movement('a', '2024-03-01', { newLocation: 'location.a' });
    const b = movement('b', '2024-03-01', { newLocation: 'location.b' });
    expect(location.placeAfter([a], { added: b })).toEqual({ place: { location: 'location.b' } });
    expect(location.placeAfter([a, b], { added: movement('c', '2025-01-01', { newRoomNumber: 'R-9' }) })).toBeUndefined();
  });

  it('a movement saved before the lower levels is a place with none, and leaves the object with no location when it left none', () => {
    const old = movement('old', '2023-05-01', { newLocation: 'location.store' });
    const newer = movement('new', '2024-05-01', toMain);
    expect(location.placeAfter([old, newer], { removedId: 'new' })).toEqual({ place: { location: 'location.store' } });
    expect(location.placeAfter([old], { removedId: 'old' })).toEqual({ place: {} });
  });
});

describe('a place on an object', () => {
  const object = { tenant: 't', id: 'o1', version: 3, inventoryNumber: 'N-1', available: true, location: 'location.store', locationArea: 'locationArea.a', roomNumber: 'S-12', shelfNumber: '2', temporaryLocation: false } as never;

  it('reads where the object is, a switch only when on', () => {
    expect(place.objectPlace(object)).toEqual({ location: 'location.store', locationArea: 'locationArea.a', roomNumber: 'S-12', shelfNumber: '2' });
  });

  it('sets exactly the new place: levels it does not name are cleared', () => {
    const { next, set, removed } = place.objectAt(object, { location: 'location.main', hallNumber: 'H1', temporaryLocation: true });
    expect(place.objectPlace(next)).toEqual({ location: 'location.main', hallNumber: 'H1', temporaryLocation: true });
    expect(set).toMatchObject({ location: 'location.main', hallNumber: 'H1', temporaryLocation: true });
    expect(removed).toEqual(expect.arrayContaining(['locationArea', 'roomNumber', 'shelfNumber']));
    expect(next).toMatchObject({ inventoryNumber: 'N-1', version: 3 });
  });

  it("replaces whatever the client sent as the place left by the object's; other types keep their fields", async () => {
    const { RECORD_TYPES } = await import('../../../shared/records/record-types');
    const sent = { reportId: 'MV-1', movementLocation: 'location.fake', oldRoomNumber: 'fake', oldBoxNumber: 'fake', newLocation: 'location.main' };
    expect(place.withPlaceLeft(RECORD_TYPES.movement, sent, place.objectPlace(object))).toEqual({
      reportId: 'MV-1',
      movementLocation: 'location.store',
      oldLocationArea: 'locationArea.a',
      oldRoomNumber: 'S-12',
      oldShelfNumber: '2',
      newLocation: 'location.main',
    });
    expect(place.withPlaceLeft(RECORD_TYPES.condition, { city: 'Doha' }, place.objectPlace(object))).toEqual({ city: 'Doha' });
  });
});
