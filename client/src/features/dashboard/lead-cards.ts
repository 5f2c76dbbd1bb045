import type { LeadKind } from '@shared/lead-kinds';
import type { LeadFollowUpSummary } from '@shared/schemas/lead-work';
import { AlarmClock, Inbox, UserX } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '~/config/paths';
import { describeError } from '~/lib/api-client';
import { capitalised, countNewLeads, getFollowUpSummary, listKinds } from '~/features/leads';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import type { StatCardProps } from './stat-card';

type NewLeads =
  { state: 'loading' } | { state: 'ready'; count: number } | { state: 'error'; message: string };
type FollowUps = LeadFollowUpSummary | 'error' | null;

/** The new leads of the kinds the account sees (none: not asked). */
function useNewLeads(kinds: readonly LeadKind[]): NewLeads {
  const query = useQuery({
    queryKey: ['new-leads', ...kinds],
    queryFn: () => countNewLeads(kinds),
    enabled: kinds.length > 0,
  });
  if (query.isSuccess) return { state: 'ready', count: query.data };
  if (query.isError) return { state: 'error', message: describeError(query.error) };
  return { state: 'loading' };
}

/** The follow-ups due and the leads nobody took (the daily digest's counts); null until known. */
function useFollowUps(asked: boolean): FollowUps {
  const query = useQuery({
    queryKey: ['follow-up-summary'],
    queryFn: getFollowUpSummary,
    enabled: asked,
  });
  return query.isError ? 'error' : (query.data ?? null);
}

/**
 * The inbox's cards of the dashboard, for the kinds of lead the account sees (none for a role
 * that sees none): the new leads, your follow-ups that are due, the leads nobody took. A card
 * opens the inbox at the first kind with something to do.
 */
export function useLeadCards(kinds: readonly LeadKind[], me: string | undefined): StatCardProps[] {
  const newLeads = useNewLeads(kinds);
  const followUps = useFollowUps(kinds.length > 0);
  const { dashboard: t } = useAdminMessages('adminShell', shellEnglish);
  if (kinds.length === 0) return [];

  type Count = 'overdue_follow_ups' | 'unassigned';
  const known = typeof followUps === 'object' && followUps !== null ? followUps : null;
  const count = (key: Count) =>
    followUps === null ? '…' : followUps === 'error' ? '—' : String(followUps[key]);
  const tabWith = (key: Count) => {
    const kind = known?.by_kind.find((counts) => counts[key] > 0)?.kind;
    return kind ? `tab=${kind}&` : '';
  };
  return [
    {
      id: 'new-leads',
      title: t.newLeads.title(),
      value:
        newLeads.state === 'ready'
          ? String(newLeads.count)
          : newLeads.state === 'loading'
            ? '…'
            : '—',
      detail:
        newLeads.state === 'error'
          ? t.newLeads.failed({ message: newLeads.message })
          : // The kinds' names are the lead-kind registry's words.
            t.newLeads.detail({ kinds: capitalised(listKinds(kinds)) }),
      href: `${paths.admin.inbox}?status=new`,
      linkLabel: t.newLeads.link(),
      icon: Inbox,
      highlight: newLeads.state === 'ready' && newLeads.count > 0,
    },
    {
      id: 'follow-ups-due',
      title: t.followUps.title(),
      value: count('overdue_follow_ups'),
      detail: t.followUps.detail(),
      href: `${paths.admin.inbox}?${tabWith('overdue_follow_ups')}assignee_id=${me ?? ''}`,
      linkLabel: t.followUps.link(),
      icon: AlarmClock,
      highlight: (known?.overdue_follow_ups ?? 0) > 0,
    },
    {
      id: 'unassigned',
      title: t.unassigned.title(),
      value: count('unassigned'),
      detail: t.unassigned.detail(),
      href: `${paths.admin.inbox}?${tabWith('unassigned')}assignee_id=none`,
      linkLabel: t.unassigned.link(),
      icon: UserX,
      highlight: (known?.unassigned ?? 0) > 0,
    },
  ];
}
