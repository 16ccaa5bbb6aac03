'use client';
import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms`: typing in a search box sends one request, not one per key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
