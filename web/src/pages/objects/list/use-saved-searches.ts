import { useCallback } from 'react';
import { SavedSearchListSchema, type SavedSearchCreate } from '../../../../../shared/schemas/saved-search';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';

const parseSavedSearches = (value: unknown) => SavedSearchListSchema.parse(value);

/** The caller's saved searches and the museum's shared ones (GET /api/saved-searches), to open, save and delete. */
export function useSavedSearches() {
  const api = useApi();
  const list = useApiQuery('/saved-searches', parseSavedSearches);
  const { reload } = list;
  const save = useCallback(
    async (search: SavedSearchCreate) => {
      await api.post('/saved-searches', search);
      reload();
    },
    [api, reload],
  );
  const remove = useCallback(
    async (id: string) => {
      await api.delete(`/saved-searches/${encodeURIComponent(id)}`);
      reload();
    },
    [api, reload],
  );
  return { searches: list.data ?? [], loading: list.loading, save, remove };
}
