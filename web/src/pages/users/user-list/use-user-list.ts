import { useEffect, useMemo, useState } from 'react';
import type { QueryValue } from '../../../api/client';
import { useApiQuery } from '../../../api/use-api-query';
import { FIRST_PAGE, type Paging } from '../../../components/server-paging/paging';
import { parseUserPage } from '../user-record';

/** The API sorts users by id only (spec 1 section 9), so the sort is not a user choice. */
export const USER_SORT = 'id';

/** Typing settles for this long before the search is sent: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

/** GET /users query for a table state: page, size, sort and the search text as `value`. */
export function userListQuery(paging: Paging, search: string): Record<string, QueryValue> {
  return { page: paging.page, size: paging.size, sort: USER_SORT, value: search.trim() };
}

/** The user list's table state turned into API parameters, and the page of users it loads. */
export function useUserList() {
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [filteringText, setFilteringText] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(filteringText);
      // A new search starts at its first page.
      setPaging((current) => (current.page === 0 ? current : { ...current, page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filteringText]);

  const query = useMemo(() => userListQuery(paging, search), [paging, search]);
  const result = useApiQuery('/users', parseUserPage, query);
  return { ...result, paging, setPaging, filteringText, setFilteringText };
}
