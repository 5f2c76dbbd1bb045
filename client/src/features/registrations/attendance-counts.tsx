import type { AttendanceCounts } from '@shared/schemas/events';
import { ATTENDANCE } from '@shared/vocabularies/attendance';
import { formatCount } from '~/lib/chart-scale';
import { useRegistrationTexts } from './registration-texts';

/** The count of each status of an event's registrations, as a row of figures. */
export function AttendanceCountsRow({
  counts,
  capacity,
}: {
  counts: AttendanceCounts;
  capacity: number | null;
}) {
  const { texts, attendance } = useRegistrationTexts();
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={texts.byStatus()}>
      {ATTENDANCE.map((status) => (
        <div key={status} className="flex items-baseline gap-1.5">
          <dt className="text-muted-foreground">{attendance[status]()}</dt>
          <dd className="font-semibold tabular-nums" data-status={status}>
            {formatCount(counts[status])}
          </dd>
        </div>
      ))}
      <div className="flex items-baseline gap-1.5">
        <dt className="text-muted-foreground">{texts.capacity()}</dt>
        <dd className="font-semibold tabular-nums">
          {capacity === null ? texts.noLimit() : formatCount(capacity)}
        </dd>
      </div>
    </dl>
  );
}
