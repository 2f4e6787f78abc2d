import { useMemo } from 'react';
import { DropdownListSchema, type DropdownOption } from '../../../../../shared/schemas/vocabulary';
import { useApiQuery } from '../../../api/use-api-query';

export type ObjectDropdowns = {
  /** A type's values (`classification`, `material`, `otherDimensions`...), each with its children. */
  of(type: string): readonly DropdownOption[];
  loading: boolean;
};

const parseDropdowns = (value: unknown): Record<string, DropdownOption[]> => {
  const parsed = DropdownListSchema.parse(value);
  return Array.isArray(parsed) ? {} : parsed;
};

/** Every dropdown type's values in one call (GET /api/dropdowns without a type), for the form's many selects. */
export function useObjectDropdowns(): ObjectDropdowns {
  const { data, loading } = useApiQuery('/dropdowns', parseDropdowns);
  return useMemo(() => ({ of: (type: string) => data?.[type] ?? [], loading }), [data, loading]);
}
