import type { Schedule, ScheduleStatus } from '@shared/site-content/schedule-schemas';
import { Button } from '~/components/ui/button';
import { formatDate } from './format';

const STATUS: Record<ScheduleStatus, { label: string; tone: string }> = {
  scheduled: { label: 'Scheduled', tone: 'bg-primary/10 text-primary' },
  publishing: { label: 'Publishing', tone: 'bg-primary/10 text-primary' },
  published: { label: 'Published', tone: 'bg-muted' },
  failed: { label: 'Failed', tone: 'bg-destructive/10 text-destructive' },
  cancelled: { label: 'Cancelled', tone: 'bg-muted' },
};

/** What became of it, in a line: who planned it, and what it made live or why not. */
function outcome(s: Schedule): string {
  const by = `Scheduled by ${s.created_by ?? 'a deleted account'}`;
  if (s.status === 'published') return `${by}; published as version ${s.published_version}.`;
  if (s.status === 'cancelled') {
    return `${by}; cancelled by ${s.cancelled_by ?? 'a deleted account'} on ${formatDate(s.cancelled_at!, s.time_zone)}.`;
  }
  return `${by}.`;
}

function ScheduleRow({
  schedule: s,
  onCancel,
}: {
  schedule: Schedule;
  onCancel: (s: Schedule) => void;
}) {
  const status = STATUS[s.status];
  return (
    <li
      data-testid="schedule-row"
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
    >
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium">
          Version {s.version} on {s.publish_at_local}
          <span className="sr-only"> ({s.time_zone})</span>
          <span className={`ms-2 rounded-full px-2 py-0.5 text-xs ${status.tone}`}>
            {status.label}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">{outcome(s)}</p>
        {s.error && <p className="text-xs text-destructive">{s.error}</p>}
      </div>
      {s.status === 'scheduled' && (
        <Button variant="outline" size="sm" onClick={() => onCancel(s)}>
          Cancel<span className="sr-only"> the schedule of version {s.version}</span>
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
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing is scheduled. Schedule a version above to publish it at a set time.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-card">
      {items.map((s) => (
        <ScheduleRow key={s.id} schedule={s} onCancel={onCancel} />
      ))}
    </ul>
  );
}
