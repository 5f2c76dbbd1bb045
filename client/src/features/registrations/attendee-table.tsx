import type { Attendee } from '@shared/schemas/events';
import { ATTENDANCE, type Attendance } from '@shared/vocabularies/attendance';
import { useRegistrationTexts } from './registration-texts';

/** Everyone registered, in the order they came, each with a status to change. */
export function AttendeeTable({
  items,
  busy,
  onStatus,
}: {
  items: Attendee[];
  busy: string | null;
  onStatus: (person: Attendee, status: Attendance) => void;
}) {
  const { texts, attendance } = useRegistrationTexts();
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">{texts.nobodyYet()}</p>;
  }
  return (
    <ul className="divide-y divide-border rounded-md border border-border">
      {items.map((person) => (
        <li
          key={person.id}
          className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          data-testid="attendee"
        >
          <div className="min-w-0">
            <p className="font-medium">{person.name}</p>
            <p className="break-all text-sm text-muted-foreground">
              {[person.reference, person.company, person.email].filter(Boolean).join(' · ')}
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">{texts.statusOf({ name: person.name })}</span>
            <select
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
              value={person.status}
              disabled={busy === person.id}
              onChange={(e) => onStatus(person, e.target.value as Attendance)}
            >
              {ATTENDANCE.map((status) => (
                <option key={status} value={status}>
                  {attendance[status]()}
                </option>
              ))}
            </select>
          </label>
        </li>
      ))}
    </ul>
  );
}
