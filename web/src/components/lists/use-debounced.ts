import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from './list-state';

/** A typed value once typing has settled: search boxes ask the server when the user pauses, not on every key. */
export function useDebounced<T>(value: T, ms = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
