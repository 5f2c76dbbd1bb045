import { collectionDef, collections, COLLECTION_NAMES } from '@shared/site-content/collections';
import { globals } from '@shared/site-content/globals';
import { adminIcons } from '~/components/admin-icons';
import { ACCESS, mayUse, type Role } from '@shared/schemas/roles';
import {
  AlarmClock,
  UserX,
  ArrowRight,
  FileText,
  Inbox,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import type { SiteSettings } from '~/lib/site-data';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { TwoStepNotice } from '~/features/account/two-step-notice';
import { AdminPageHeader } from '~/components/admin-page-header';
import { ContentTransferCard } from '~/features/content-transfer/content-transfer-card';
import { LeadsChart } from '~/features/dashboard/leads-chart';
import { countNewLeads, describeError, getFollowUpSummary } from '~/features/leads/leads-api';
import type { LeadFollowUpSummary } from '@shared/schemas/lead-work';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAuth } from '~/features/auth';

/** "Configured settings": the non-empty fields among phone, e-mail and address. */
export function configuredSettingsCount(settings: SiteSettings): number {
  return [settings.phone, settings.email, settings.address].filter((v) => v.trim() !== '').length;
}

interface StatCardProps {
  title: string;
  value: string;
  detail: string;
  href: string;
  linkLabel: string;
  icon: LucideIcon;
  highlight?: boolean;
}

function StatCard({ title, value, detail, href, linkLabel, icon: Icon, highlight }: StatCardProps) {
  return (
    <Link
      to={href}
      className="group flex flex-col rounded-lg border border-border bg-card p-5 transition-colors hover:border-primary/60"
    >
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>{title}</span>
        <Icon className="h-4 w-4" aria-hidden="true" />
      </div>
      {/* Spans, not paragraphs: a big bold number above a line of text is a figure, not a
          heading (axe p-as-heading). */}
      <span
        className={`mt-2 block text-3xl font-semibold tabular-nums ${highlight ? 'text-primary' : ''}`}
        data-testid={`stat-${title.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {value}
      </span>
      <span className="mt-1 block text-xs text-muted-foreground">{detail}</span>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
        {linkLabel}
        <ArrowRight
          className="h-3.5 w-3.5 transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </span>
    </Link>
  );
}

type NewLeads =
  { state: 'loading' } | { state: 'ready'; count: number } | { state: 'error'; message: string };

/** Counts the new leads; only for the roles that work leads (nobody else may read them). */
function useNewLeads(allowed: boolean): NewLeads {
  const [newLeads, setNewLeads] = useState<NewLeads>({ state: 'loading' });
  useEffect(() => {
    if (!allowed) return;
    let cancelled = false;
    countNewLeads()
      .then((count) => !cancelled && setNewLeads({ state: 'ready', count }))
      .catch(
        (error: unknown) =>
          !cancelled && setNewLeads({ state: 'error', message: describeError(error) }),
      );
    return () => {
      cancelled = true;
    };
  }, [allowed]);
  return newLeads;
}

/** The follow-ups due and the leads nobody took (the daily digest's counts); null until known. */
function useFollowUps(allowed: boolean): LeadFollowUpSummary | 'error' | null {
  const [summary, setSummary] = useState<LeadFollowUpSummary | 'error' | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let cancelled = false;
    getFollowUpSummary().then(
      (value) => !cancelled && setSummary(value),
      () => !cancelled && setSummary('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [allowed]);
  return summary;
}

/** Each card and panel names its roles: the same ACCESS list as the page it opens. */
type ForRoles<T> = T & { roles: readonly Role[] };

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const content = useWorkingCopy();
  const { blogPosts, team, settings } = content;
  const role = useAuth().user?.role;
  const newLeads = useNewLeads(mayUse(role, ACCESS.leads));
  const followUps = useFollowUps(mayUse(role, ACCESS.leads));
  const me = useAuth().user?.id;
  const followUpCount = (key: 'overdue_follow_ups' | 'unassigned') =>
    followUps === null ? '…' : followUps === 'error' ? '—' : String(followUps[key]);
  const followUpsHigh = (key: 'overdue_follow_ups' | 'unassigned') =>
    typeof followUps === 'object' && followUps !== null && followUps[key] > 0;

  const configured = configuredSettingsCount(settings);
  const leadsValue =
    newLeads.state === 'ready' ? String(newLeads.count) : newLeads.state === 'loading' ? '…' : '—';
  const leadsDetail =
    newLeads.state === 'error'
      ? `Could not count new leads: ${newLeads.message}`
      : 'Contact messages and quote requests not handled yet';

  const cards: ForRoles<StatCardProps>[] = [
    {
      roles: ACCESS.leads,
      title: 'New leads',
      value: leadsValue,
      detail: leadsDetail,
      href: `${paths.admin.inbox}?status=new`,
      linkLabel: 'Open the inbox',
      icon: Inbox,
      highlight: newLeads.state === 'ready' && newLeads.count > 0,
    },
    {
      roles: ACCESS.leads,
      title: 'Follow-ups due',
      value: followUpCount('overdue_follow_ups'),
      detail: 'Leads you own whose follow-up time has come',
      href: `${paths.admin.inbox}?tab=quote&assignee_id=${me ?? ''}`,
      linkLabel: 'Open your leads',
      icon: AlarmClock,
      highlight: followUpsHigh('overdue_follow_ups'),
    },
    {
      roles: ACCESS.leads,
      title: 'Unassigned',
      value: followUpCount('unassigned'),
      detail: 'Open leads nobody has taken for a working day',
      href: `${paths.admin.inbox}?tab=quote&assignee_id=none`,
      linkLabel: 'Open the unassigned leads',
      icon: UserX,
      highlight: followUpsHigh('unassigned'),
    },
    {
      roles: ACCESS.content,
      title: 'Blog posts',
      value: String(blogPosts.length),
      detail: 'Shown in the blog section of the home page',
      href: collections.blogPosts.editor.path,
      linkLabel: 'Manage blog posts',
      icon: FileText,
    },
    {
      roles: ACCESS.content,
      title: 'Team members',
      value: String(team.length),
      detail: 'Shown in Meet Our Experts',
      href: collections.team.editor.path,
      linkLabel: 'Manage team members',
      icon: Users,
    },
    {
      roles: ACCESS.content,
      title: 'Configured settings',
      value: `${configured} / 3`,
      detail: 'Phone, email and address of the contact section',
      href: globals.settings.editor.path,
      linkLabel: 'Edit site settings',
      icon: Settings,
    },
  ];
  const sections: StatCardProps[] = COLLECTION_NAMES.flatMap((name) => {
    const { title, many, editor } = collectionDef(name);
    if (!editor.dashboard) return [];
    return [
      {
        title,
        value: String(content[name].length),
        detail: editor.dashboard,
        href: editor.path,
        linkLabel: `Manage ${many}`,
        icon: adminIcons[editor.icon],
      },
    ];
  });
  const panels: ForRoles<{ key: string; node: ReactNode }>[] = [
    {
      roles: ACCESS.content,
      key: 'sections',
      node: (
        <>
          <h2 className="mb-3 mt-2 text-sm font-semibold text-muted-foreground">
            Pages and sections
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {sections.map((card) => (
              <StatCard key={card.title} {...card} />
            ))}
          </div>
        </>
      ),
    },
    { roles: ACCESS.leads, key: 'leads-chart', node: <LeadsChart /> },
    { roles: ACCESS.content, key: 'content-transfer', node: <ContentTransferCard /> },
  ];
  const seesContent = mayUse(role, ACCESS.content);
  const seesLeads = mayUse(role, ACCESS.leads);

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={
          seesContent && seesLeads
            ? "An overview of the site's content and incoming leads."
            : seesContent
              ? "An overview of the site's content."
              : 'An overview of incoming leads.'
        }
      />
      <TwoStepNotice />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards
          .filter((card) => mayUse(role, card.roles))
          .map(({ roles: _roles, ...card }) => (
            <StatCard key={card.title} {...card} />
          ))}
      </div>
      {panels
        .filter((panel) => mayUse(role, panel.roles))
        .map((panel) => (
          <div key={panel.key} className="mt-6">
            {panel.node}
          </div>
        ))}
    </>
  );
}
