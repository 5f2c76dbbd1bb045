import type { LeadKind } from '@shared/lead-kinds';
import type { LeadFollowUpSummary } from '@shared/schemas/lead-work';
import { AlarmClock, Inbox, UserX } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '~/config/paths';
import { describeError } from '~/lib/api-client';
import { capitalised, countNewLeads, getFollowUpSummary, listKinds } from '~/features/leads';
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
      title: 'New leads',
      value:
        newLeads.state === 'ready'
          ? String(newLeads.count)
          : newLeads.state === 'loading'
            ? '…'
            : '—',
      detail:
        newLeads.state === 'error'
          ? `Could not count new leads: ${newLeads.message}`
          : `${capitalised(listKinds(kinds))} not handled yet`,
      href: `${paths.admin.inbox}?status=new`,
      linkLabel: 'Open the inbox',
      icon: Inbox,
      highlight: newLeads.state === 'ready' && newLeads.count > 0,
    },
    {
      title: 'Follow-ups due',
      value: count('overdue_follow_ups'),
      detail: 'Leads you own whose follow-up time has come',
      href: `${paths.admin.inbox}?${tabWith('overdue_follow_ups')}assignee_id=${me ?? ''}`,
      linkLabel: 'Open your leads',
      icon: AlarmClock,
      highlight: (known?.overdue_follow_ups ?? 0) > 0,
    },
    {
      title: 'Unassigned',
      value: count('unassigned'),
      detail: 'Open leads nobody has taken for a working day',
      href: `${paths.admin.inbox}?${tabWith('unassigned')}assignee_id=none`,
      linkLabel: 'Open the unassigned leads',
      icon: UserX,
      highlight: (known?.unassigned ?? 0) > 0,
    },
  ];
}
