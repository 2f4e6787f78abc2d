import { describe, expect, it } from 'vitest';
import { RECORD_TYPES, type RecordType } from '../../../../../shared/records/record-types';
import type { RecordDto } from '../../../../../shared/schemas/records';
import { storedObject } from '../../../test-support/stored-object';
import { recordTimeline, shownImage, wholeLocation } from './object-page-content';

const CONDITION = RECORD_TYPES.condition as RecordType;
const MOVEMENT = RECORD_TYPES.movement as RecordType;
const record = (id: string, fields: Record<string, unknown>, createdAt: string): RecordDto =>
  ({ id, objectId: 'o1', inventoryNumber: 'A-1', objectName: null, createdAt, updatedAt: null, version: 1, ...fields }) as RecordDto;

describe('the object page content', () => {
  it('orders records of every type by their day, newest first, undated after all dated, then newest created', () => {
    const timeline = recordTimeline([
      { type: CONDITION, records: [record('c-undated', {}, '2026-05-01T00:00:00Z'), record('c-old', { conditionDate: '2024-01-01' }, '2026-01-01T00:00:00Z')] },
      {
        type: MOVEMENT,
        records: [record('m-same-day-later', { dateOfMovement: '2025-03-03' }, '2026-02-02T00:00:00Z'), record('m-same-day', { dateOfMovement: '2025-03-03' }, '2026-02-01T00:00:00Z')],
      },
    ]);
    expect(timeline.map((e) => e.record.id)).toEqual(['m-same-day-later', 'm-same-day', 'c-old', 'c-undated']);
  });

  it('names every Location level the object holds, top first, a switch only when on', () => {
    const object = storedObject({ id: 'o1', inventoryNumber: 'A-1', location: 'loc', displayArea: 'disp', shelfNumber: '3', drawerNumber: '', temporaryLocation: false });
    expect(wholeLocation(object)).toEqual([
      { level: 'location', value: 'loc', dropdownType: 'location' },
      { level: 'displayArea', value: 'disp', dropdownType: 'displayArea' },
      { level: 'shelfNumber', value: '3' },
    ]);
  });

  it('shows the main image, else the first of the images, else none', () => {
    const file = (name: string) => ({ uid: name, name, url: `http://files.test/${name}` });
    expect(shownImage({ mainImage: file('main'), imageList: [file('a')] })?.name).toBe('main');
    expect(shownImage({ mainImage: null, imageList: [file('a'), file('b')] })?.name).toBe('a');
    expect(shownImage({ mainImage: null, imageList: [] })).toBeUndefined();
  });
});
