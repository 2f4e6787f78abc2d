import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListState } from '../../../components/lists/list-state';
import type { ObjectFilters } from './object-filters';
import { objectListSearch, objectListStateOf } from './object-list-url';

/** The list state the page's URL asks for when the page opens (a shared link), if any. */
export function useObjectListUrlState(): ListState<ObjectFilters> | undefined {
  const { search } = useLocation();
  const [asked] = useState(() => objectListStateOf(search));
  return asked;
}

/**
 * Keeps the URL and the list's state one: every change of the list replaces the URL (no history
 * entry per keystroke), and a URL changed from outside (a link followed on the page, Back) is
 * restored. A bare /objects (the menu) shows the kept state and writes it into the URL.
 */
export function useObjectListUrl(state: ListState<ObjectFilters>, restore: (state: ListState<ObjectFilters>) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const written = useRef<string | undefined>(undefined);
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    const search = objectListSearch(state, location.search);
    if (search === location.search) return;
    written.current = search;
    navigate({ search }, { replace: true });
    // Only a new state writes (the URL's own changes are read below), so the URL is not a dependency.
  }, [state]);

  useEffect(() => {
    if (location.search === written.current) return;
    const asked = objectListStateOf(location.search);
    const shown = objectListSearch(current.current, location.search);
    if (asked && objectListSearch(asked, location.search) !== shown) restore(asked);
    else if (!asked && shown !== location.search) {
      written.current = shown;
      navigate({ search: shown }, { replace: true });
    }
  }, [location.search, navigate, restore]);
}
