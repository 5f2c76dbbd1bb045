import type { Schedule } from '@shared/site-content/schedule-schemas';

/**
 * The failed schedules still to act on: a failure stops being news once its version was
 * scheduled again afterwards (whatever became of that), so the dashboard's card clears itself.
 */
export function unresolvedFailures(items: readonly Schedule[]): Schedule[] {
  return items.filter(
    (s) =>
      s.status === 'failed' &&
      !items.some((later) => later.version === s.version && later.created_at > s.created_at),
  );
}
