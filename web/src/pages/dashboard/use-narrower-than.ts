import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element `ref` is put on is laid out narrower than `width` px; undefined until measured
 * (or where nothing measures, as in happy-dom). The component re-renders only when the answer
 * changes, not with every pixel of a resize, which redrew the pie and its header with the grouping
 * selector each time (suspected when an e2e run once lost a click on that selector's option).
 */
export function useNarrowerThan<E extends HTMLElement>(width: number) {
  const ref = useRef<E>(null);
  const [narrow, setNarrow] = useState<boolean>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { ref, narrow };
}
