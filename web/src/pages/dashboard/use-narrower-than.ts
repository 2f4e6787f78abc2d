import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element `ref` is put on is laid out narrower than `width` px; undefined until measured
 * (or where nothing measures, as in happy-dom). The component re-renders only when the answer
 * changes, not with every pixel of a resize: a pie redrawn at each pixel moved the selector's open
 * dropdown beside it under a click.
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
