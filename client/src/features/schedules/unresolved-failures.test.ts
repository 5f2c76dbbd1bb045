import { describe, expect, it } from 'vitest';
import type { Schedule } from '@shared/site-content/schedule-schemas';
import { unresolvedFailures } from './unresolved-failures';

const schedule = (
  id: string,
  version: number,
  status: Schedule['status'],
  created_at: string,
): Schedule => ({
  id,
  version,
  publish_at: '2030-03-02T09:00:00.000Z',
  publish_at_local: '2 Mar 2030, 10:00',
  time_zone: 'Europe/Paris',
  status,
  created_by: 'admin@firm.example',
  created_at,
  published_version: null,
  error: status === 'failed' ? 'No version 1 of the site content' : null,
  cancelled_by: null,
  cancelled_at: null,
});

describe('unresolved failures', () => {
  it('lists a failure until its version is scheduled again', () => {
    const failed = schedule('a', 1, 'failed', '2030-03-01T09:00:00.000Z');
    const other = schedule('b', 2, 'failed', '2030-03-01T10:00:00.000Z');
    expect(unresolvedFailures([failed, other])).toEqual([failed, other]);
    const again = schedule('c', 1, 'scheduled', '2030-03-01T11:00:00.000Z');
    expect(unresolvedFailures([again, failed, other])).toEqual([other]);
    // An older schedule of the version does not clear a newer failure.
    const older = schedule('d', 2, 'published', '2030-02-01T11:00:00.000Z');
    expect(unresolvedFailures([failed, other, older])).toEqual([failed, other]);
  });
});
