import { useState } from 'react';
import type { Attendee } from '@shared/schemas/events';
import type { Attendance } from '@shared/vocabularies/attendance';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { useRegistrationTexts } from './registration-texts';

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
  const { texts, attendance } = useRegistrationTexts();
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
        label={texts.findPerson()}
        type="search"
        placeholder={texts.findPlaceholder()}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.nobodyMatches()}</p>
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
                    {attendance[person.status]()}
                  </p>
                </div>
                <Button
                  size="lg"
                  variant={inside ? 'outline' : 'primary'}
                  disabled={busy === person.id}
                  aria-label={
                    inside
                      ? texts.undoCheckIn({ name: person.name })
                      : texts.checkInPerson({ name: person.name })
                  }
                  onClick={() => onStatus(person, inside ? 'registered' : 'attended')}
                >
                  {inside ? texts.undo() : texts.checkInButton()}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
