import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '@shared/schemas/leads';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// Tab, status filter and page live in the query string, so a reload keeps them.

export const tabs: { kind: LeadKind; label: string }[] = [
  { kind: 'contact', label: 'Contact messages' },
  { kind: 'quote', label: 'Quote requests' },
];

export type InboxQuery = ReturnType<typeof useInboxQuery>;

export function useInboxQuery() {
  const [params, setParams] = useSearchParams();
  const kind: LeadKind = params.get('tab') === 'quote' ? 'quote' : 'contact';
  const rawStatus = params.get('status');
  const status = LEAD_STATUSES.find((s) => s === rawStatus);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (next: { kind?: LeadKind; status?: LeadStatus | null; page?: number }) => {
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (next.kind) p.set('tab', next.kind);
        if (next.status !== undefined) {
          if (next.status) p.set('status', next.status);
          else p.delete('status');
        }
        const pageNumber = next.page ?? 1;
        if (pageNumber > 1) p.set('page', String(pageNumber));
        else p.delete('page');
        return p;
      });
    },
    [setParams],
  );
  return { kind, status, page, update };
}
