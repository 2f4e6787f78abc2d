import { ValidationError } from './errors';

/**
 * Every text a request carries (path, query, body keys and values) must be text a person could
 * have typed: valid Unicode (no lone surrogates, which DynamoDB and JSON consumers reject or
 * mangle) and no control characters but tab and line breaks (NUL and escapes corrupt exports,
 * logs and terminals). Checked once, by the kit, for every route.
 */
// C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL; C1 controls.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

function problem(text: string): string | undefined {
  if (!text.isWellFormed()) return 'is not valid Unicode text';
  if (CONTROL.test(text)) return 'contains a control character';
  // A carriage return only as part of a Windows line break.
  if (/\r(?!\n)/u.test(text)) return 'contains a control character';
  return undefined;
}

/** Checks every text in `value`; a refusal names the field as the schemas do (`name`, `items.0`). */
export function checkInputText(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    const why = problem(value);
    const field = path || '(body)';
    if (why) throw new ValidationError(`The request is not valid. ${field} ${why}.`, { [field]: `The text ${why}.` });
    return;
  }
  const child = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkInputText(item, child(i)));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkInputText(key, path);
      checkInputText(item, child(key));
    }
  }
}
