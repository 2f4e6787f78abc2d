import { afterEach, describe, expect, it } from 'vitest';

/**
 * Every function loads its route table and their schemas at a cold start. A number or date
 * formatted by `Intl` there (`toLocaleString` included) starts ICU's formatting in that process:
 * about 10 ms of each cold start, more than most of a function's own code (docs/design.md, "Cold starts").
 */
const INTL = ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'ListFormat', 'RelativeTimeFormat'] as const;
const LOCALE_METHODS = [
  [Number.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleDateString'],
  [Date.prototype, 'toLocaleTimeString'],
  [String.prototype, 'localeCompare'],
] as const;

describe('the route table at load', () => {
  const restore: (() => void)[] = [];
  afterEach(() => restore.splice(0).forEach((undo) => undo()));

  it('formats nothing through Intl', async () => {
    const used: string[] = [];
    for (const name of INTL) {
      const original = Intl[name];
      (Intl as Record<string, unknown>)[name] = new Proxy(original, {
        construct: (target, args) => (used.push(`Intl.${name}`), Reflect.construct(target, args)),
        apply: (target, self, args) => (used.push(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
      restore.push(() => ((Intl as Record<string, unknown>)[name] = original));
    }
    for (const [proto, method] of LOCALE_METHODS) {
      const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[method];
      Object.defineProperty(proto, method, {
        configurable: true,
        writable: true,
        value: function (this: unknown, ...args: unknown[]) {
          used.push(method);
          return original.apply(this, args);
        },
      });
      restore.push(() => Object.defineProperty(proto, method, { configurable: true, writable: true, value: original }));
    }
    await import('./routes');
    expect(used).toEqual([]);
  });
});
