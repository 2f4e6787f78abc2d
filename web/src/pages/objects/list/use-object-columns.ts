import { useCallback, useMemo, useState } from 'react';
import { OBJECT_LIST_COLUMNS, OBJECT_LIST_DEFAULT_COLUMNS, type ColumnChoice, type ObjectListColumn } from '../../../../../shared/schemas/list-columns';
import { useApi } from '../../../api/api-context';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { useOptionalSession } from '../../../session/session-context';

/**
 * Every column the list offers, in the user's order: what they chose first (columns the list no
 * longer offers left out), then any column they never saw, shown when it is one of the spec's.
 */
export function completeColumns(chosen: ColumnChoice | undefined, offered: readonly ObjectListColumn[]): ColumnChoice {
  const kept = (chosen ?? []).filter((c) => offered.includes(c.id));
  const known = new Set(kept.map((c) => c.id));
  const rest = offered.filter((id) => !known.has(id)).map((id) => ({ id, visible: !chosen && OBJECT_LIST_DEFAULT_COLUMNS.includes(id) }));
  return [...kept, ...rest];
}

/**
 * The object list's columns, kept with the user's preferences on the server (POST
 * /users/preferences, `columns.objects`), so another browser shows the same. A choice shows at
 * once; the session reads the user again so the next visit starts from it.
 */
export function useObjectColumns(offered: readonly ObjectListColumn[]) {
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const session = useOptionalSession();
  const user = session?.user;
  const [chosen, setChosen] = useState<ColumnChoice | undefined>(undefined);
  const stored = user?.listColumns?.objects;
  const columns = useMemo(() => completeColumns(chosen ?? stored, offered), [chosen, stored, offered]);

  const choose = useCallback(
    async (next: readonly { id: string; visible: boolean }[]) => {
      // Only ids the list offers reach the server, which refuses any other.
      const valid = next.filter((c): c is ColumnChoice[number] => (OBJECT_LIST_COLUMNS as readonly string[]).includes(c.id));
      setChosen(valid);
      if (!session || !user) return;
      try {
        const { language, calendar, mode, density } = user.preferences;
        await api.post('/users/preferences', { language, calendar, mode, density, columns: { objects: valid } });
        await session.refresh();
      } catch (error) {
        notifyError(error);
      }
    },
    [api, session, user, notifyError],
  );
  return { columns, choose };
}
