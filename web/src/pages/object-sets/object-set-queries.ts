import { ObjectSetChangeSchema, ObjectSetListSchema, ObjectSetSchema } from '../../../../shared/schemas/object-set';
import { useApiQuery } from '../../api/use-api-query';

/** The answers of /api/object-sets as the console reads them. */
export const parseSets = (value: unknown) => ObjectSetListSchema.parse(value);
export const parseSet = (value: unknown) => ObjectSetSchema.parse(value);
export const parseSetChange = (value: unknown) => ObjectSetChangeSchema.parse(value);

export const setPath = (id: string) => `/object-sets/${encodeURIComponent(id)}`;
export const setObjectsPath = (id: string) => `${setPath(id)}/objects`;

/** The sets the user sees: the museum's shared ones and their own private ones, by name. */
export function useObjectSets(enabled = true) {
  return useApiQuery(enabled ? '/object-sets' : undefined, parseSets);
}
