import { useCallback, useMemo, useState } from 'react';
import { hasErrors, type FieldErrors } from './schema-errors';

export type SchemaForm<V> = {
  values: V;
  /** Messages to show: the checks' after the first submit attempt, and the server's until the field changes. */
  errors: FieldErrors;
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

  const errors = useMemo(() => ({ ...(submitted ? check(values) : {}), ...serverErrors }), [submitted, check, values, serverErrors]);

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

  return { values, errors, set, submit, setServerErrors, reset };
}
