import type { Schedule, ScheduleList, ScheduleStatus } from '@shared/site-content/schedule-schemas';
import { adminApi } from '~/features/auth';
import { dataOrThrow } from '~/lib/api-client';

// The schedule calls of the admin area (Bearer attached by adminApi). One function per call.

/** The query key of the schedules: the page's list and the dashboard's failed ones. */
export const SCHEDULES_KEY = ['schedules'] as const;

export async function listSchedules(status?: ScheduleStatus): Promise<ScheduleList> {
  return dataOrThrow(
    await adminApi.GET('/api/site-content/schedules', {
      params: { query: status ? { status } : {} },
    }),
  );
}

export async function createSchedule(version: number, publish_at: string): Promise<Schedule> {
  return dataOrThrow(
    await adminApi.POST('/api/site-content/schedules', { body: { version, publish_at } }),
  );
}

export async function cancelSchedule(id: string): Promise<Schedule> {
  return dataOrThrow(
    await adminApi.DELETE('/api/site-content/schedules/{id}', { params: { path: { id } } }),
  );
}
