import { HOLDS_SEAT } from '@shared/schemas/events';
import type { SiteData } from '@shared/site-content/schema';
import { ApiError } from '../../lib/api-error';
import type { EventRegistrationsRepository } from '../../repositories/event-registrations-repository';

/**
 * A publish may not give an event fewer seats than people already hold (registered, attended,
 * no-show): 400 naming each capacity, with the number to go down to, and nothing is published.
 * Checked where a publish prepares (plugins/app/publishing.ts), so the editor's Publish says it.
 * A count per event with a capacity, through its index, at most capacity + 1 rows.
 */
export function assertCapacities(
  content: SiteData,
  repo: Pick<EventRegistrationsRepository, 'seatsHeld' | 'counts'>,
): void {
  const issues = content.events.flatMap((event, i) => {
    const { capacity } = event;
    if (capacity === null) return [];
    if (repo.seatsHeld(event.id, capacity + 1) <= capacity) return [];
    // Refused: the whole count, for the message (the check above reads capacity + 1 rows).
    const counts = repo.counts(event.id);
    const held = HOLDS_SEAT.reduce((sum, status) => sum + counts[status], 0);
    const message =
      `Capacity ${capacity} is below the ${held} seats already taken for ${event.title}: ` +
      `keep at least ${held}, or cancel registrations first (Registrations).`;
    return [{ path: `content.events.${i}.capacity`, message }];
  });
  if (issues.length === 0) return;
  throw new ApiError(
    400,
    'validation_failed',
    `Capacity below the registrations: ${issues.map((i) => i.path).join(', ')}`,
    { issues },
  );
}
