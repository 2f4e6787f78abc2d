import type { SelectProps } from '@cloudscape-design/components/select';
import { useMemo } from 'react';
import { useApiQuery } from '../../../api/use-api-query';
import { parseUserGroups, USER_GROUPS_PATH } from '../../user-groups/user-group-record';

export type GroupOptions = { options: SelectProps.Option[]; loading: boolean };

/**
 * The groups a user can be put in. Listing groups needs read on users, so a screen whose reader
 * may lack it (the profile) passes `enabled: false` and shows the user's own group alone.
 */
export function useGroupOptions(enabled = true, current?: { id: string; value: string } | null): GroupOptions {
  const { data, loading } = useApiQuery(enabled ? USER_GROUPS_PATH : undefined, parseUserGroups);
  return useMemo(() => {
    const options: SelectProps.Option[] = (data ?? []).map((g) => ({ value: g.id, label: g.value }));
    if (current && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: current.value });
    return { options, loading };
  }, [data, loading, current]);
}
