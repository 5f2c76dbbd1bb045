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

/** While something is pending, the list looks again this often, to show it published. */
const REFRESH_MS = 15_000;

/** /admin/schedules: publish a version at a set time; the schedules, with Cancel. */
export default function SchedulesPage() {
  useDocumentTitle('Schedules');
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
        title: 'Schedule cancelled',
        description: `Version ${schedule.version} will not be published.`,
      });
    } catch (error) {
      toast({
        title: 'The schedule could not be cancelled',
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
      <AdminPageHeader
        title="Schedules"
        description="Publish a version of the site at a set time: the server publishes it then, even after a restart. A failed one shows on the dashboard and is mailed to whoever scheduled it."
      />
      {query.isError && !query.isFetching ? (
        <div role="alert" className="space-y-3">
          <p className="text-sm">The schedules could not be loaded.</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !list ? (
        <Spinner label="Loading the schedules" />
      ) : (
        <div className="space-y-8">
          <ScheduleForm
            timeZone={list.time_zone}
            initialVersion={params.get('version') ?? ''}
            onScheduled={refresh}
          />
          <section aria-labelledby="schedules-heading" className="space-y-3">
            <h2 id="schedules-heading" className="text-lg font-semibold">
              Scheduled and past
            </h2>
            <ScheduleList items={list.items} onCancel={setCancelling} />
          </section>
        </div>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={`Cancel the schedule of version ${cancelling?.version ?? ''}?`}
        description={`It will not be published on ${cancelling?.publish_at_local ?? ''}.`}
        confirmLabel="Cancel schedule"
        cancelLabel="Keep it"
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
