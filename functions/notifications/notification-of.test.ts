import { describe, expect, it } from 'vitest';
import { notificationOf } from './notification-of';

const entry = { id: 'c1', timestamp: '2026-11-23T20:00:00.000Z', user: 'bashir', entityId: 'o1' };

describe('a notification from a logged object change', () => {
  it('names the object as the update left it', () => {
    const n = notificationOf({ ...entry, action: 'UPDATE', oldValue: { inventoryNumber: 'A-1', objectName: 'Rug' }, newValue: { inventoryNumber: 'A-2', objectName: 'Silk rug' } });
    expect(n).toEqual({ id: 'c1', action: 'update', objectId: 'o1', inventoryNumber: 'A-2', objectName: 'Silk rug', by: 'bashir', at: entry.timestamp });
  });

  it('names a deleted object as it was, and an empty name as none', () => {
    const n = notificationOf({ ...entry, action: 'DELETE', oldValue: { inventoryNumber: 'A-1', objectName: '' } });
    expect(n).toMatchObject({ action: 'delete', inventoryNumber: 'A-1', objectName: null });
  });
});
