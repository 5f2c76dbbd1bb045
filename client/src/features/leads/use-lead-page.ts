import type { LeadKind } from '@shared/schemas/leads';
import { useEffect, useState } from 'react';
import { describeError, listLeads, PAGE_SIZE, type LeadFilter, type LeadPage } from './leads-api';

export type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; page: LeadPage };

/**
 * One page of leads for the current tab, filters and page; `reload` fetches it again. Past the
 * last page (after deleting its last row) it steps back to the new last page.
 */
export function useLeadPage(
  kind: LeadKind,
  filter: LeadFilter,
  page: number,
  goToPage: (page: number) => void,
) {
  const offset = (page - 1) * PAGE_SIZE;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoad((prev) => (prev.state === 'ready' ? prev : { state: 'loading' }));
    listLeads(kind, { limit: PAGE_SIZE, offset, ...filter })
      .then((result) => {
        if (cancelled) return;
        if (result.items.length === 0 && result.total > 0 && page > 1) {
          goToPage(Math.ceil(result.total / PAGE_SIZE));
          return;
        }
        setLoad({ state: 'ready', page: result });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoad({ state: 'error', message: describeError(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [kind, filter, offset, page, reloadKey, goToPage]);

  const reload = () => setReloadKey((k) => k + 1);
  return { load, offset, reload };
}
