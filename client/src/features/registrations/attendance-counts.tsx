import type { AttendanceCounts } from '@shared/schemas/events';
import { ATTENDANCE, ATTENDANCE_LABELS } from '@shared/vocabularies/attendance';

/** The count of each status of an event's registrations, as a row of figures. */
export function AttendanceCountsRow({
  counts,
  capacity,
}: {
  counts: AttendanceCounts;
  capacity: number | null;
}) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Registrations by status">
      {ATTENDANCE.map((status) => (
        <div key={status} className="flex items-baseline gap-1.5">
          <dt className="text-muted-foreground">{ATTENDANCE_LABELS[status]}</dt>
          <dd className="font-semibold tabular-nums" data-status={status}>
            {counts[status]}
          </dd>
        </div>
      ))}
      <div className="flex items-baseline gap-1.5">
        <dt className="text-muted-foreground">Capacity</dt>
        <dd className="font-semibold tabular-nums">{capacity ?? 'no limit'}</dd>
      </div>
    </dl>
  );
}
