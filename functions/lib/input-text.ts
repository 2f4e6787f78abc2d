import { ValidationError } from './errors';

/**
 * Every text a request carries (path, query, body keys and values) must be text a person could
 * have typed: valid Unicode (no lone surrogates, which DynamoDB and JSON consumers reject or
 * mangle) and no control characters but tab and line breaks (NUL and escapes corrupt exports,
 * logs and terminals). Checked once, by the kit, for every route.
 */
// C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL; C1 controls.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

export function textProblem(text: string): string | undefined {
  if (!text.isWellFormed()) return 'is not valid Unicode text';
  if (CONTROL.test(text)) return 'contains a control character';
  // A carriage return only as part of a Windows line break.
  if (/\r(?!\n)/u.test(text)) return 'contains a control character';
  return undefined;
}

// No request schema nests deeper than a few levels; a body nested thousands deep would otherwise
// overflow the stack of any recursive reader (this one, zod) and end as a 500.
const MAX_DEPTH = 32;

/** Checks every text in `value`; a refusal names the field as the schemas do (`name`, `items.0`). */
export function checkInputText(value: unknown, path = '', depth = 0): void {
  const field = path || '(body)';
  if (depth > MAX_DEPTH) throw new ValidationError(`The request is not valid. ${field} is nested too deeply.`, { [field]: 'Nested too deeply.' });
  if (typeof value === 'string') {
    const why = textProblem(value);
    if (why) throw new ValidationError(`The request is not valid. ${field} ${why}.`, { [field]: `The text ${why}.` });
    return;
  }
  const child = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkInputText(item, child(i), depth + 1));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkInputText(key, path, depth + 1);
      checkInputText(item, child(key), depth + 1);
    }
  }
}
