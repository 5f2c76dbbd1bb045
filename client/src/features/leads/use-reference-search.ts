import { kindOfReference } from '@shared/lead-kinds';
import { toast } from '~/lib/toast-store';
import { nounOf, pluralOf } from './lead-format';
import { useLeadTexts } from './lead-texts';
import { describeError, listLeads, type Lead, type LeadKind } from './leads-api';
import type { InboxQueryUpdate } from './use-inbox-query';

/** Every filter but the words: a reference names one lead, whatever the other filters say. */
const CLEARED: InboxQueryUpdate = {
  status: null,
  stage: null,
  assignee_id: null,
  from: null,
  to: null,
  source_page: null,
  referrer_domain: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  view: 'list',
};

/**
 * The inbox's search box: words search the tab's list; a reference (Q-2026-0001) opens its
 * lead from any tab, its letter naming its kind (shared/lead-kinds: `letter`), and the list
 * beside it shows that kind with the reference as the search.
 */
export function useReferenceSearch({
  kinds,
  update,
  open,
}: {
  /** The kinds the account sees. */
  kinds: readonly LeadKind[];
  update: (next: InboxQueryUpdate) => void;
  open: (lead: Lead) => void;
}) {
  const t = useLeadTexts();
  return async function search(words: string): Promise<void> {
    const q = words.trim();
    const kind = kindOfReference(q);
    if (!kind) {
      update({ q: q || null });
      return;
    }
    if (!kinds.includes(kind)) {
      toast({
        title: t.actions.notYourKind({ reference: q.toUpperCase(), noun: nounOf(kind) }),
        description: t.actions.notYourKindText({ kinds: pluralOf(kind) }),
        variant: 'destructive',
      });
      return;
    }
    update({ ...CLEARED, kind, q });
    try {
      const { items } = await listLeads(kind, { q, limit: 5, offset: 0 });
      const lead = items.find((item) => item.reference.toUpperCase() === q.toUpperCase());
      if (lead) open(lead);
      else
        toast({
          title: t.actions.noSuchLead({ noun: nounOf(kind), reference: q.toUpperCase() }),
          description: t.actions.checkNumber(),
        });
    } catch (error) {
      toast({
        title: t.inbox.openFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    }
  };
}
