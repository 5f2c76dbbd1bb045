import { useEffect, useState } from 'react';
import { describeError } from '~/lib/api-client';
import { fetchDownloadFigures, type DownloadFigures } from './analytics-api';
import type { Range } from './periods';

export type DownloadFiguresLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; figures: DownloadFigures };

/** The downloads' figures of `range` (GET /api/admin/analytics/downloads). */
export function useDownloadFigures(range: Range, reloadKey = 0): DownloadFiguresLoad {
  const [load, setLoad] = useState<DownloadFiguresLoad>({ state: 'loading' });
  const { from, to } = range;
  useEffect(() => {
    let cancelled = false;
    setLoad({ state: 'loading' });
    fetchDownloadFigures({ from, to })
      .then((figures) => !cancelled && setLoad({ state: 'ready', figures }))
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
