import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Schedule } from '@shared/site-content/schedule-schemas';
import { AdminPageHeader } from '~/components/admin-page-header';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Spinner } from '~/components/ui/spinner';
import { ScheduleForm } from '~/features/schedules/schedule-form';
import { ScheduleList } from '~/features/schedules/schedule-list';
import { cancelSchedule, listSchedules, SCHEDULES_KEY } from '~/features/schedules/schedules-api';
import { describeError } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import { useDocumentTitle } from '~/lib/use-document-title';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** While something is pending, the list looks again this often, to show it published. */
const REFRESH_MS = 15_000;

/** /admin/schedules: publish a version at a set time; the schedules, with Cancel. */
export default function SchedulesPage() {
  const { schedules: t } = useAdminMessages('adminPublishing', publishingEnglish);
  useDocumentTitle(t.title());
  const [params] = useSearchParams();
  const queries = useQueryClient();
  const [cancelling, setCancelling] = useState<Schedule | null>(null);
  const query = useQuery({
    queryKey: [...SCHEDULES_KEY, 'all'],
    queryFn: () => listSchedules(),
    refetchInterval: (q) =>
      q.state.data?.items.some((s) => s.status === 'scheduled' || s.status === 'publishing')
        ? REFRESH_MS
        : false,
  });
  const refresh = () => void queries.invalidateQueries({ queryKey: SCHEDULES_KEY });

  async function cancel(schedule: Schedule) {
    try {
      await cancelSchedule(schedule.id);
      toast({
        title: t.cancelled(),
        description: t.cancelledText({ version: schedule.version }),
      });
    } catch (error) {
      toast({
        title: t.cancelFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setCancelling(null);
      refresh();
    }
  }

  const list = query.data;
  return (
    <>
      <AdminPageHeader title={t.title()} description={t.description()} />
      {query.isError && !query.isFetching ? (
        <div role="alert" className="space-y-3">
          <p className="text-sm">{t.loadFailed()}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t.tryAgain()}
          </Button>
        </div>
      ) : !list ? (
        <Spinner label={t.loading()} />
      ) : (
        <div className="space-y-8">
          <ScheduleForm
            timeZone={list.time_zone}
            initialVersion={params.get('version') ?? ''}
            onScheduled={refresh}
          />
          <section aria-labelledby="schedules-heading" className="space-y-3">
            <h2 id="schedules-heading" className="text-lg font-semibold">
              {t.listHeading()}
            </h2>
            <ScheduleList items={list.items} onCancel={setCancelling} />
          </section>
        </div>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t.cancelTitle({ version: cancelling?.version ?? '' })}
        description={t.cancelText({ when: cancelling?.publish_at_local ?? '' })}
        confirmLabel={t.cancelConfirm()}
        cancelLabel={t.keep()}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
