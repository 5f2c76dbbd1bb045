import { useEffect, useState } from 'react';
import { describeError } from '~/lib/api-client';
import { fetchAnalytics, type AnalyticsReport } from './analytics-api';
import { previousRange, type Range } from './periods';

export type AnalyticsLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; report: AnalyticsReport; previous: AnalyticsReport };

/** The report of `range` and of the period just before it, loaded together. */
export function useAnalytics(range: Range, reloadKey: number): AnalyticsLoad {
  const [load, setLoad] = useState<AnalyticsLoad>({ state: 'loading' });
  const { from, to } = range;
  useEffect(() => {
    let cancelled = false;
    setLoad({ state: 'loading' });
    Promise.all([fetchAnalytics({ from, to }), fetchAnalytics(previousRange({ from, to }))])
      .then(([report, previous]) => !cancelled && setLoad({ state: 'ready', report, previous }))
      .catch(
        (error: unknown) =>
          !cancelled && setLoad({ state: 'error', message: describeError(error) }),
      );
    return () => {
      cancelled = true;
    };
  }, [from, to, reloadKey]);
  return load;
}
