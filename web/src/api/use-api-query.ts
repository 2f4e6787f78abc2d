import { useCallback, useEffect, useState } from 'react';
import { useApi } from './api-context';
import type { QueryValue } from './client';
import { useNotifyQueryError } from './use-notify-query-error';

export type QueryState<T> = { data: T | undefined; loading: boolean; error: unknown; reload: () => void };

/**
 * A data area (spec 1 section 4): request, then success (data stored) or failure (error stored,
 * data emptied, the error notification shown). `parse` turns the wire answer into the page's type.
 */
export function useApiQuery<T>(
  path: string | undefined,
  parse: (value: unknown) => T,
  query?: Record<string, QueryValue>,
): QueryState<T> {
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const [state, setState] = useState<Omit<QueryState<T>, 'reload'>>({ data: undefined, loading: Boolean(path), error: undefined });
  const [generation, setGeneration] = useState(0);
  const queryKey = JSON.stringify(query ?? {});

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    // The query is compared by value, so a caller may build a new object on every render.
    const currentQuery: Record<string, QueryValue> = JSON.parse(queryKey);
    setState((current) => ({ ...current, loading: true }));
    api
      .get(path, { query: currentQuery, signal: controller.signal })
      .then((value) => {
        if (!controller.signal.aborted) setState({ data: parse(value), loading: false, error: undefined });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: undefined, loading: false, error });
        notifyError(error);
      });
    return () => controller.abort();
    // `parse` is left out on purpose: an inline parser is a new function each render and must not refetch.
  }, [api, path, queryKey, generation, notifyError]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
