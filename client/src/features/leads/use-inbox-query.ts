import {
  ATTRIBUTION_FIELDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
} from '@shared/schemas/leads';
import { LEAD_STAGES, type LeadStage } from '@shared/schemas/lead-work';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LeadFilter } from './leads-api';

export const tabs: { kind: LeadKind; label: string }[] = [
  { kind: 'contact', label: 'Contact messages' },
  { kind: 'quote', label: 'Quote requests' },
  { kind: 'application', label: 'Applications' },
];

export type InboxQuery = ReturnType<typeof useInboxQuery>;

/** Query-string keys of the inbox's filters besides tab, status and page. */
const TEXT_FILTERS = ['q', 'from', 'to', 'stage', 'assignee_id', ...ATTRIBUTION_FIELDS] as const;

/** How the leads are shown: a table, or (quote requests) a board of their stages. */
export type InboxView = 'list' | 'board';
type TextFilter = (typeof TEXT_FILTERS)[number];

export interface InboxQueryUpdate extends Partial<Record<TextFilter, string | null>> {
  kind?: LeadKind;
  status?: LeadStatus | null;
  view?: InboxView;
  page?: number;
}

/**
 * The inbox's state in the query string (tab, status, search, days, attribution, page), so a
 * reload or a shared link keeps it. Any change but a page change goes back to page 1.
 */
export function useInboxQuery() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const kind: LeadKind = tabs.find((t) => t.kind === tab)?.kind ?? 'contact';
  const rawStatus = params.get('status');
  const status = LEAD_STATUSES.find((s) => s === rawStatus);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const view: InboxView = kind === 'quote' && params.get('view') === 'board' ? 'board' : 'list';
  const key = TEXT_FILTERS.map((f) => params.get(f) ?? '').join('\u0000');
  const filter = useMemo<LeadFilter>(() => {
    const values = key.split('\u0000');
    const result: LeadFilter = { status };
    TEXT_FILTERS.forEach((f, i) => {
      const value = values[i];
      if (!value) return;
      // A stage of another kind (an old link) is dropped: the list would refuse it.
      if (f === 'stage') {
        const stage = (LEAD_STAGES[kind] as readonly string[]).includes(value);
        if (stage) result.stage = value as LeadStage;
      } else result[f] = value;
    });
    return result;
  }, [key, status, kind]);

  const update = useCallback(
    (next: InboxQueryUpdate) => {
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (next.kind) p.set('tab', next.kind);
        if (next.view === 'board') p.set('view', 'board');
        else if (next.view === 'list') p.delete('view');
        if (next.status !== undefined) {
          if (next.status) p.set('status', next.status);
          else p.delete('status');
        }
        for (const f of TEXT_FILTERS) {
          const value = next[f];
          if (value === undefined) continue;
          if (value) p.set(f, value);
          else p.delete(f);
        }
        const pageNumber = next.page ?? 1;
        if (pageNumber > 1) p.set('page', String(pageNumber));
        else p.delete('page');
        return p;
      });
    },
    [setParams],
  );
  return { kind, status, view, page, filter, update };
}
