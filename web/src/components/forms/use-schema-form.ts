import { useCallback, useMemo, useState } from 'react';
import { translateKnown } from '../../i18n/known-text';
import { useT } from '../../i18n/use-t';
import { useRequiredFields, type IsRequired } from './required-fields';
import { hasErrors, type FieldErrors } from './schema-errors';

export type SchemaForm<V> = {
  values: V;
  /** Messages to show: the checks' after the first submit attempt, and the server's until the field changes. */
  errors: FieldErrors;
  /** Whether a field must be filled, by the same checks that refuse the save. */
  required: IsRequired;
  set<K extends keyof V & string>(field: K, value: V[K]): void;
  /** Marks the form as submitted; true when the checks pass. */
  submit(): boolean;
  setServerErrors(errors: FieldErrors): void;
  reset(values: V): void;
};

/**
 * Form state checked by the shared schemas (`check` runs them). Messages appear once the user
 * has tried to save, then follow every keystroke, as the spec's forms do.
 */
export function useSchemaForm<V extends object>(initial: V, check: (values: V) => FieldErrors): SchemaForm<V> {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const t = useT();
  // The shared schemas and the API speak the spec's English; the form shows the user's language.
  const errors = useMemo(() => {
    const english: FieldErrors = { ...(submitted ? check(values) : {}), ...serverErrors };
    return Object.fromEntries(Object.entries(english).map(([field, message]) => [field, translateKnown(t, message)]));
  }, [submitted, check, values, serverErrors, t]);

  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const submit = useCallback(() => {
    setSubmitted(true);
    return !hasErrors(check(values));
  }, [check, values]);

  const reset = useCallback((next: V) => {
    setValues(next);
    setSubmitted(false);
    setServerErrors({});
  }, []);

  const required = useRequiredFields(check, values);

  return { values, errors, required, set, submit, setServerErrors, reset };
}
