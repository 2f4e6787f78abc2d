import { describe, expect, it } from 'vitest';
import { actionColour, changeKey, DataChangePageSchema } from './data-change';

describe('an activity log entry', () => {
  it('is coloured by its action: CREATE green, UPDATE purple, DELETE red', () => {
    expect(actionColour('CREATE').name).toBe('green');
    expect(actionColour('UPDATE').name).toBe('purple');
    expect(actionColour('delete').name).toBe('red');
    expect(actionColour('EXPORT').name).toBe('grey');
  });

  it('is keyed by its id, or by what it changed when the id is missing', () => {
    const change = { user: 'admin', timestamp: 't', action: 'CREATE', entityType: 'user', entityId: 'u1', prettyPrint: '{}' };
    expect(changeKey({ ...change, id: 'c1' })).toBe('c1');
    expect(changeKey(change)).toBe('t|user|u1|CREATE');
  });

  it('reads the page the API answers', () => {
    const page = { content: [{ id: 'c1', user: 'admin', userId: 'u0', timestamp: 't', action: 'CREATE', entityType: 'user', entityId: 'u1', prettyPrint: '{}' }], totalElements: 1 };
    expect(DataChangePageSchema.parse(page).totalElements).toBe(1);
    expect(DataChangePageSchema.safeParse({ content: [] }).success).toBe(false);
  });
});
