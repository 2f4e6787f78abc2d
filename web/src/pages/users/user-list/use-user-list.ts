import type { ListQuery, ListState, NoFilters } from '../../../components/lists/list-state';
import { WITHOUT_FILTERS } from '../../../components/lists/list-state';
import { useServerList } from '../../../components/lists/use-server-list';
import { parseUserPage } from '../user-record';

/** The API sorts users by id only (spec 1 section 9), so the sort is not a user choice. */
export const USER_SORT = 'id';

/** GET /users query for a list state: page, size, sort and the search text as `value`. */
export function userListQuery({ paging, search }: ListState<NoFilters>): ListQuery {
  return { page: paging.page, size: paging.size, sort: USER_SORT, value: search.trim() };
}

/** The user list: opened afresh each visit (spec 1 section 9's defaults); DELETE takes `id=1,2`. */
export function useUserList() {
  return useServerList({ path: '/users', parse: parseUserPage, filters: WITHOUT_FILTERS, toQuery: userListQuery, deleteParam: 'id' });
}
