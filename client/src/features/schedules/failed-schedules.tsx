import { CalendarX } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { listSchedules, SCHEDULES_KEY } from './schedules-api';
import { unresolvedFailures } from './unresolved-failures';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

/**
 * The dashboard's card of scheduled publishes that failed: each with why, and a link to the
 * schedules to plan it again. Quiet when none failed (or each was scheduled again since), or
 * when they cannot be read.
 */
export function FailedSchedules() {
  const { data } = useQuery({
    queryKey: [...SCHEDULES_KEY, 'all'],
    queryFn: () => listSchedules(),
  });
  const failed = unresolvedFailures(data?.items ?? []);
  const { schedules: t } = useAdminMessages('adminPublishing', publishingEnglish);
  if (failed.length === 0) return null;
  return (
    <section
      aria-labelledby="failed-schedules-title"
      data-testid="failed-schedules"
      className="mb-6 flex gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm"
    >
      <CalendarX className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0 space-y-2">
        <h2 id="failed-schedules-title" className="font-semibold">
          {t.failedTitle({ count: failed.length })}
        </h2>
        <ul className="space-y-1">
          {failed.map((s) => (
            <li key={s.id}>
              {t.failedItem({
                version: s.version,
                when: s.publish_at_local,
                zone: s.time_zone,
                error: s.error ?? '',
              })}
            </li>
          ))}
        </ul>
        <p>
          {t.unchanged()}
          <Link to={paths.admin.schedules} className="font-medium underline underline-offset-4">
            {t.open()}
          </Link>
          {t.openRest()}
        </p>
      </div>
    </section>
  );
}
