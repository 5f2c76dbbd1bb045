import { useEffect, useState } from 'react';

/**
 * The time a page reads: `asOf` (its render's, in its data) for the first render, so hydration
 * matches the prerendered HTML, then the visitor's clock once mounted (an event may have passed
 * since the page was rendered).
 */
export function useNow(asOf: number): number {
  const [now, setNow] = useState(asOf);
  useEffect(() => setNow(Date.now()), []);
  return now;
}
