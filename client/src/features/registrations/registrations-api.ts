import type { Attendance, AttendeeList, EventSummary } from '@shared/schemas/events';
import { adminApi } from '~/features/auth';
import { ApiError, dataOrThrow, type ApiErrorBody } from '~/lib/api-client';
import { saveBlob } from '~/lib/save-blob';

// The calls of the Registrations page (Bearer attached by adminApi): routes/api/events.ts.

/** The query key of everything the page reads: a status change refreshes all of it. */
export const REGISTRATIONS_KEY = ['event-registrations'] as const;

export async function listEvents(): Promise<EventSummary[]> {
  return dataOrThrow(await adminApi.GET('/api/events')).items;
}

export async function listAttendees(id: number): Promise<AttendeeList> {
  return dataOrThrow(
    await adminApi.GET('/api/events/{id}/registrations', { params: { path: { id } } }),
  );
}

/** Sets one person's status (the door's check-in); the list as it is now. */
export async function setAttendance(
  id: number,
  registration: string,
  status: Attendance,
): Promise<AttendeeList> {
  return dataOrThrow(
    await adminApi.PATCH('/api/events/{id}/registrations/{registration}', {
      params: { path: { id, registration } },
      body: { status },
    }),
  );
}

export async function setOnlineLink(id: number, online_link: string | null): Promise<EventSummary> {
  return dataOrThrow(
    await adminApi.PUT('/api/events/{id}/link', {
      params: { path: { id } },
      body: { online_link },
    }),
  );
}

/** Fetches the list as CSV (Bearer needed, so not a plain link) and saves it as a file. */
export async function downloadAttendeesCsv(event: EventSummary): Promise<void> {
  const result = await adminApi.GET('/api/events/{id}/registrations.csv', {
    params: { path: { id: event.id } },
    parseAs: 'blob',
  });
  if (!result.response.ok || !result.data) {
    throw new ApiError(result.response.status, result.error as ApiErrorBody | undefined);
  }
  saveBlob(result.data as Blob, `registrations-${event.slug ?? event.id}.csv`);
}
