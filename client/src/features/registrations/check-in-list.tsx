import { useState } from 'react';
import type { Attendee } from '@shared/schemas/events';
import { ATTENDANCE_LABELS, type Attendance } from '@shared/vocabularies/attendance';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';

/** Who the door expects: everyone holding a seat (and the waiting list, who may turn up). */
const AT_THE_DOOR: readonly Attendance[] = ['registered', 'attended', 'no-show', 'waitlisted'];

/**
 * The check-in at the door, on a phone: a search by name, company or reference, and one large
 * button per person (Check in, or Undo once checked in). Names first, in alphabetical order.
 */
export function CheckInList({
  items,
  busy,
  onStatus,
}: {
  items: Attendee[];
  busy: string | null;
  onStatus: (person: Attendee, status: Attendance) => void;
}) {
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase();
  const shown = items
    .filter((person) => AT_THE_DOOR.includes(person.status))
    .filter(
      (person) =>
        !words ||
        [person.name, person.company ?? '', person.reference].some((text) =>
          text.toLowerCase().includes(words),
        ),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="space-y-4">
      <InputField
        label="Find a person"
        type="search"
        placeholder="Name, company or reference"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody matches.</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((person) => {
            const inside = person.status === 'attended';
            return (
              <li
                key={person.id}
                className="flex items-center justify-between gap-3 rounded-md border border-border p-4"
                data-testid="door-person"
              >
                <div className="min-w-0">
                  <p className="text-lg font-medium">{person.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {[person.company, person.reference].filter(Boolean).join(' · ')}
                  </p>
                  <p className="text-sm font-medium" data-testid="door-status">
                    {ATTENDANCE_LABELS[person.status]}
                  </p>
                </div>
                <Button
                  size="lg"
                  variant={inside ? 'outline' : 'primary'}
                  disabled={busy === person.id}
                  aria-label={`${inside ? 'Undo the check-in of' : 'Check in'} ${person.name}`}
                  onClick={() => onStatus(person, inside ? 'registered' : 'attended')}
                >
                  {inside ? 'Undo' : 'Check in'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
