import fc from 'fast-check';

/**
 * Values a hostile or broken client sends in place of a valid one: wrong types, text that is not
 * valid Unicode, NUL and control characters, text-direction overrides (a name that reads as
 * another), malformed `%` escapes, prototype-pollution keys, numbers at JSON's edges, and sizes
 * well past every limit.
 */
export const DEEP = '__deeply_nested__';
/** Stands for a text past every body limit (kept short in fast-check's reports). */
export const HUGE = '__huge_text__';
const HUGE_TEXT = 'y'.repeat(70_000);
/** Arrays nested this deep: far past any schema, still well inside the default body limit. */
export const DEEP_JSON = '['.repeat(5_000) + ']'.repeat(5_000);

const HOSTILE_TEXTS = [
  '\ud800',
  'lone \udfff low',
  'nul\u0000byte',
  'bell\u0007 and escape\u001b[31m',
  'del\u007f and c1\u0085',
  '\u202Enimda',
  'isolate\u2067x\u2069',
  '%',
  '%zz%E0%A4%A',
  '%00',
  '__proto__',
  'constructor',
  'NaN',
  '1e308',
  '-0',
  '',
  '   ',
  '../../demo/user-images/x.png',
  '<script>alert(1)</script>',
  'x'.repeat(5_000),
  HUGE,
] as const;

export const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.string({ unit: 'binary', maxLength: 40 }));

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom<unknown>(
    1e308,
    -0,
    -1,
    2 ** 53 + 1,
    0.5,
    true,
    null,
    [],
    {},
    ['a', 'b'],
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { constructor: { prototype: { polluted: true } } },
    DEEP,
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** JSON text of `value`, with the markers put in: raw nested arrays and the huge text. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(`"${DEEP}"`, DEEP_JSON).replace(HUGE, HUGE_TEXT);
}

/**
 * A hostile value as a query parameter. URLs are bounded before any code of ours runs (API
 * Gateway, Node's 16 KB header limit), so the huge text stands for 5,000 characters here.
 */
export function queryText(value: unknown): string {
  if (value === DEEP) return '[[[[';
  if (value === HUGE) return 'y'.repeat(5_000);
  return typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
}
