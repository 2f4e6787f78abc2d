import { useCallback } from 'react';
import * as z from 'zod/mini';
import { DropdownOptionSchema, DropdownTypeSchema } from '../../../../../shared/schemas/vocabulary';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { useVocabularyActions } from '../common/use-vocabulary-actions';

const parseTypes = (value: unknown) => z.array(DropdownTypeSchema).parse(value);
const parseOptions = (value: unknown) => z.array(DropdownOptionSchema).parse(value);

export type DropdownSave = { title: string; dropdownType: string; parentId?: string; badCondition?: boolean };

/**
 * Dropdown management (spec 2 section 7): the types, one type's options with their children,
 * and POST/PUT/DELETE of values (`DELETE /api/dropdowns?idList=`).
 */
export function useDropdowns(wanted: string | undefined) {
  const api = useApi();
  const types = useApiQuery('/api/dropdowns/types', parseTypes);
  // Child types are managed under their parent (categories under a classification), not alone.
  const mainTypes = (types.data ?? []).filter((t) => !t.parent);
  const type = mainTypes.find((t) => t.name === wanted) ?? mainTypes[0];
  const childType = type?.child ? types.data?.find((t) => t.name === type.child) : undefined;
  const options = useApiQuery(type ? '/api/dropdowns' : undefined, parseOptions, { dropdownType: type?.name });
  const actions = useVocabularyActions(options.reload);

  const create = useCallback((save: DropdownSave) => actions.save(() => api.post('/api/dropdowns', save)), [actions, api]);
  const update = useCallback((id: string, save: DropdownSave & { version: number }) => actions.save(() => api.put(`/api/dropdowns/${encodeURIComponent(id)}`, save)), [actions, api]);
  const remove = useCallback((ids: string[]) => actions.remove(() => api.delete('/api/dropdowns', { query: { idList: ids } })), [actions, api]);

  return { mainTypes, type, childType, options: options.data ?? [], loading: options.loading, create, update, remove };
}
