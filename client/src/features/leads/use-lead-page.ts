import type { LeadKind } from '@shared/schemas/leads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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
  const query = useQuery({
    queryKey: ['leads', kind, filter, offset],
    queryFn: () => listLeads(kind, { limit: PAGE_SIZE, offset, ...filter }),
    // The rows shown stay until the next page, filter or tab arrives.
    placeholderData: keepPreviousData,
  });
  const result = query.data;
  const pastTheEnd = !!result && result.items.length === 0 && result.total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) goToPage(Math.ceil(result.total / PAGE_SIZE));
  }, [pastTheEnd, result, goToPage]);

  const load: Load =
    query.isError && !query.isFetching
      ? { state: 'error', message: describeError(query.error) }
      : result && !pastTheEnd
        ? { state: 'ready', page: result }
        : { state: 'loading' };
  const reload = () => void query.refetch();
  return { load, offset, reload };
}
