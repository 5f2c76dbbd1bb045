import type { Schedule, ScheduleStatus } from '@shared/site-content/schedule-schemas';
import { Button } from '~/components/ui/button';
import { formatDate } from './format';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

type Texts = typeof publishingEnglish.schedules;

const TONES: Record<ScheduleStatus, string> = {
  scheduled: 'bg-primary/10 text-primary',
  publishing: 'bg-primary/10 text-primary',
  published: 'bg-muted',
  failed: 'bg-destructive/10 text-destructive',
  cancelled: 'bg-muted',
};

/** What became of it, in a line: who planned it, and what it made live or why not. */
function outcome(s: Schedule, t: Texts, deleted: string): string {
  const by = t.by({ name: s.created_by ?? deleted });
  if (s.status === 'published') return t.publishedAs({ by, version: s.published_version ?? '' });
  if (s.status === 'cancelled') {
    const when = formatDate(s.cancelled_at!, s.time_zone);
    return t.cancelledBy({ by, name: s.cancelled_by ?? deleted, when });
  }
  return t.only({ by });
}

function ScheduleRow({
  schedule: s,
  onCancel,
}: {
  schedule: Schedule;
  onCancel: (s: Schedule) => void;
}) {
  const { schedules: t, version } = useAdminMessages('adminPublishing', publishingEnglish);
  return (
    <li
      data-testid="schedule-row"
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
    >
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium">
          {t.row({ version: s.version, when: s.publish_at_local })}
          <span className="sr-only"> ({s.time_zone})</span>
          <span className={`ms-2 rounded-full px-2 py-0.5 text-xs ${TONES[s.status]}`}>
            {t.status[s.status]()}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">{outcome(s, t, version.deletedAccount())}</p>
        {s.error && <p className="text-xs text-destructive">{s.error}</p>}
      </div>
      {s.status === 'scheduled' && (
        <Button variant="outline" size="sm" onClick={() => onCancel(s)}>
          {t.cancel()}
          <span className="sr-only">{t.cancelSuffix({ version: s.version })}</span>
        </Button>
      )}
    </li>
  );
}

/** The schedules as the server orders them: pending first (soonest first), then the rest. */
export function ScheduleList({
  items,
  onCancel,
}: {
  items: Schedule[];
  onCancel: (s: Schedule) => void;
}) {
  const { schedules: t } = useAdminMessages('adminPublishing', publishingEnglish);
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t.none()}</p>;
  }
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-card">
      {items.map((s) => (
        <ScheduleRow key={s.id} schedule={s} onCancel={onCancel} />
      ))}
    </ul>
  );
}
