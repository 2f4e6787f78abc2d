import { describe, expect, it } from 'vitest';
import { actionColour, parseDataChangePage } from './data-change';

describe('an activity log entry', () => {
  it('is coloured by its action: CREATE green, UPDATE purple, DELETE red', () => {
    expect(actionColour('CREATE').name).toBe('green');
    expect(actionColour('UPDATE').name).toBe('purple');
    expect(actionColour('delete').name).toBe('red');
    expect(actionColour('EXPORT').name).toBe('grey');
  });

  it('reads the page the API answers', () => {
    const page = { content: [{ id: 'c1', user: 'admin', userId: 'u0', timestamp: 't', action: 'CREATE', entityType: 'user', entityId: 'u1', oldValue: null, newValue: {}, prettyPrint: '{}' }], totalElements: 1 };
    expect(parseDataChangePage(page).totalElements).toBe(1);
    expect(() => parseDataChangePage({ content: [] })).toThrow();
  });
});
