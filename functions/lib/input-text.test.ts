import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { checkInputText } from './input-text';

describe('checkInputText', () => {
  it('refuses a value nested thousands deep as bad input, not with a stack overflow', () => {
    const deep = JSON.parse(`{"extra":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(() => checkInputText(deep)).toThrow(ValidationError);
    expect(() => checkInputText(deep)).toThrow(/nested too deeply/);
  });

  it('names the field of a refused text as the schemas do', () => {
    try {
      checkInputText({ items: ['ok', 'bad\u0007'] });
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).details).toEqual({ fieldErrors: { 'items.1': 'The text contains a control character.' } });
    }
  });

  it('takes the nesting real records have', () => {
    expect(() => checkInputText({ notification: { item: { create: true } }, permission: { user: { read: true } } })).not.toThrow();
  });
});
