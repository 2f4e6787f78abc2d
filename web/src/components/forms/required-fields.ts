import { useMemo } from 'react';
import type { FieldErrors } from './schema-errors';

/**
 * Whether a field must be filled: `path` names its value in the form's values (`texts.ar.title`),
 * `errorKey` the key its message is reported under when that differs (`location.location`).
 */
export type IsRequired = (path: string, errorKey?: string) => boolean;

/** A value as a form holds it when left empty; undefined for what cannot be left empty (a switch, a range). */
function blankOf(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) return [];
  if (value === null) return null;
  return undefined;
}

const valueAt = (values: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), values);

function withValueAt(values: unknown, path: readonly string[], value: unknown): unknown {
  if (!path.length) return value;
  const [key, ...rest] = path;
  const at = (values ?? {}) as Record<string, unknown>;
  return { ...at, [key]: withValueAt(at[key], rest, value) };
}

/**
 * Which fields a form requires, read from the checks that refuse its save, so the marker and the
 * refusal cannot disagree: a field is required when the checks, run on the values as they are but
 * that field left empty, give it a message. Rules that depend on other fields follow them (a
 * published language's title, a policy's names once it is on, a movement's New Location once a
 * lower level is given). Each answer is worked out once per set of values, when a field asks.
 */
export function requiredFields<V>(check: (values: V) => FieldErrors, values: V): IsRequired {
  const known = new Map<string, boolean>();
  return (path, errorKey = path) => {
    const key = `${path}\n${errorKey}`;
    let required = known.get(key);
    if (required === undefined) {
      const steps = path.split('.');
      const blank = blankOf(valueAt(values, steps));
      required = blank !== undefined && errorKey in check(withValueAt(values, steps, blank) as V);
      known.set(key, required);
    }
    return required;
  };
}

/** `requiredFields` for a form's current values. */
export function useRequiredFields<V>(check: (values: V) => FieldErrors, values: V): IsRequired {
  return useMemo(() => requiredFields(check, values), [check, values]);
}
