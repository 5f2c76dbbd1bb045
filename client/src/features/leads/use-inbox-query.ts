import { LEAD_KIND_SPECS, LEAD_KINDS } from '@shared/lead-kinds';
import {
  ATTRIBUTION_FIELDS,
  kindsFor,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
} from '@shared/schemas/leads';
import { LEAD_STAGES, type LeadStage } from '@shared/schemas/lead-work';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '~/features/auth';
import type { LeadFilter } from './leads-api';

/** The inbox's tabs: the kinds of lead the signed-in account's roles see, in the registry's order. */
export function useInboxKinds(): LeadKind[] {
  const user = useAuth().user;
  return useMemo(() => kindsFor(user), [user]);
}

export type InboxQuery = ReturnType<typeof useInboxQuery>;

/** Query-string keys of the inbox's filters besides tab, status and page. */
const TEXT_FILTERS = ['q', 'from', 'to', 'stage', 'assignee_id', ...ATTRIBUTION_FIELDS] as const;

/** How the leads are shown: a table, or (a kind with `board`) a board of its stages. */
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
  const kinds = useInboxKinds();
  const tab = params.get('tab');
  const kind: LeadKind = kinds.find((k) => k === tab) ?? kinds[0] ?? LEAD_KINDS[0];
  const rawStatus = params.get('status');
  const status = LEAD_STATUSES.find((s) => s === rawStatus);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const board = LEAD_KIND_SPECS[kind].board && params.get('view') === 'board';
  const view: InboxView = board ? 'board' : 'list';
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
  return { kinds, kind, status, view, page, filter, update };
}
