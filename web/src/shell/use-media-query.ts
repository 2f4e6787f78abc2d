import { useEffect, useState } from 'react';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
}

/** Whether a CSS media query holds, following the window as it resizes. */
export function useMediaQuery(query: string): boolean {
  const [holds, setHolds] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    setHolds(list.matches);
    const follow = (event: MediaQueryListEvent) => setHolds(event.matches);
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return holds;
}
