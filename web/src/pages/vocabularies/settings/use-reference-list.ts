import { useCallback } from 'react';
import * as z from 'zod/mini';
import { ReferenceEntrySchema, type ReferenceEntry } from '../../../../../shared/schemas/vocabulary';
import type { ReferenceListDef } from '../../../../../shared/vocabularies';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { useVocabularyActions } from '../common/use-vocabulary-actions';

const parseEntries = (value: unknown) => z.array(ReferenceEntrySchema).parse(value);

export type EntryDraft = { value: string; color?: string | null };

/**
 * One reference list (spec 1 section 7): GET with the search `value` (and `categoryId` for a
 * child list), POST/PUT of an entry with its parent as `category: { id }`, DELETE with `id=1,2`.
 * A child list without a chosen parent loads nothing.
 */
export function useReferenceList(def: ReferenceListDef, search: string, parentId?: string) {
  const api = useApi();
  const path = `/specifications/${def.name}`;
  const waitingForParent = Boolean(def.parent) && !parentId;
  const query = useApiQuery(waitingForParent ? undefined : path, parseEntries, { value: search.trim(), categoryId: parentId });
  const actions = useVocabularyActions(query.reload);

  const body = useCallback(
    (draft: EntryDraft, current?: ReferenceEntry) => ({
      value: draft.value,
      ...(def.colour ? { color: draft.color ?? current?.color ?? undefined } : {}),
      ...(def.parent && parentId ? { [def.parent.field]: { id: parentId } } : {}),
      ...(current ? { version: current.version } : {}),
    }),
    [def, parentId],
  );

  const create = useCallback((draft: EntryDraft) => actions.save(() => api.post(path, body(draft))), [actions, api, body, path]);
  const update = useCallback(
    (current: ReferenceEntry, change: EntryDraft) => actions.save(() => api.put(`${path}/${current.id}`, body(change, current))),
    [actions, api, body, path],
  );
  const remove = useCallback((ids: string[]) => actions.remove(() => api.delete(path, { query: { id: ids } })), [actions, api, path]);

  return { items: waitingForParent ? [] : (query.data ?? []), loading: query.loading, create, update, remove };
}
