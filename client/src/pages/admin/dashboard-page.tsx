import { kindsFor } from '@shared/schemas/leads';
import { ACCESS, mayUse } from '@shared/vocabularies/roles';
import type { ReactNode } from 'react';
import { useLiveContent, useWorkingCopy } from '~/lib/site-data/working-copy';
import { TwoStepNotice } from '~/features/account/two-step-notice';
import { AdminPageHeader } from '~/components/admin-page-header';
import { ContentTransferCard } from '~/features/content-transfer/content-transfer-card';
import { contentCards, sectionCards } from '~/features/dashboard/content-cards';
import { FirstRunChecklist } from '~/features/dashboard/first-run-checklist';
import { useLeadCards } from '~/features/dashboard/lead-cards';
import { LeadsChart } from '~/features/dashboard/leads-chart';
import { StatCard } from '~/features/dashboard/stat-card';
import { StorageNotice } from '~/features/dashboard/storage-notice';
import { FailedSchedules } from '~/features/schedules/failed-schedules';
import { WaitingReviews } from '~/features/publishing/waiting-reviews';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAuth } from '~/features/auth';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';

/**
 * /admin: the figures of what the account's roles work on. The inbox's cards and chart count the
 * kinds of lead it sees; the content's cards and panels are for the roles that edit content.
 */
export function DashboardPage() {
  const { dashboard: t } = useAdminMessages('adminShell', shellEnglish);
  useDocumentTitle(t.title());
  const content = useWorkingCopy();
  const live = useLiveContent();
  const { user } = useAuth();
  const kinds = kindsFor(user);
  const leadCards = useLeadCards(kinds, user?.id);
  const seesContent = mayUse(user, ACCESS.content);
  const seesLeads = kinds.length > 0;

  const cards = [...leadCards, ...(seesContent ? contentCards(content, t) : [])];
  const panels: { key: string; node: ReactNode }[] = [
    ...(seesContent
      ? [
          {
            key: 'sections',
            node: (
              <>
                <h2 className="mb-3 mt-2 text-sm font-semibold text-muted-foreground">
                  {t.sections()}
                </h2>
                <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {sectionCards(content, t).map((card) => (
                    <StatCard key={card.id} {...card} />
                  ))}
                </div>
              </>
            ),
          },
        ]
      : []),
    ...(seesLeads ? [{ key: 'leads-chart', node: <LeadsChart /> }] : []),
    ...(seesContent ? [{ key: 'content-transfer', node: <ContentTransferCard /> }] : []),
  ];

  return (
    <>
      <AdminPageHeader
        title={t.title()}
        description={
          seesContent && seesLeads
            ? t.overviewBoth()
            : seesContent
              ? t.overviewContent()
              : t.overviewLeads()
        }
      />
      <TwoStepNotice />
      {seesLeads && <StorageNotice />}
      {seesContent && <WaitingReviews />}
      {seesContent && <FailedSchedules />}
      {seesContent && live && <FirstRunChecklist working={content} live={live.content} />}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <StatCard key={card.id} {...card} />
        ))}
      </div>
      {panels.map((panel) => (
        <div key={panel.key} className="mt-6">
          {panel.node}
        </div>
      ))}
    </>
  );
}
