import { z } from 'zod';
import {
  ATTENDANCE,
  ATTENDANCE_LABELS,
  HOLDS_SEAT,
  type Attendance,
} from '../vocabularies/attendance';
import { LEAD_SCHEMAS } from './lead-kind-schemas';

// Where each person registered for an event stands, and what sales read and change per event:
// the attendee list with the count of each status, the check-in at the door, the online link.
// The registrations themselves are leads (shared/lead-kinds/registration.ts); their status is
// the record's `attendance` (the lead's own `status` is the inbox's new, handled or spam).

export { ATTENDANCE, ATTENDANCE_LABELS, HOLDS_SEAT, type Attendance };

export const attendanceSchema = z.enum(ATTENDANCE, {
  error: `Status must be one of ${ATTENDANCE.join(', ')}`,
});

export const eventIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The event id is a number' })
    .int('The event id is a number')
    .min(0, 'The event id is a number')
    .max(Number.MAX_SAFE_INTEGER, 'The event id is a number'),
});

export const registrationParamsSchema = eventIdParamsSchema.extend({
  registration: z.string().min(1).max(64),
});

const { item } = LEAD_SCHEMAS.registration;

/** One person on an event's list, as sales and the door read it. */
export const attendeeSchema = item
  .pick({ id: true, reference: true, name: true, email: true, company: true, created_at: true })
  .extend({ status: attendanceSchema })
  .meta({ id: 'EventAttendee' });
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendanceCountsSchema = z
  .object(
    Object.fromEntries(ATTENDANCE.map((status) => [status, z.number().int()])) as Record<
      Attendance,
      z.ZodNumber
    >,
  )
  .meta({ id: 'AttendanceCounts', description: 'How many registrations have each status.' });
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const eventSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable().meta({ description: 'Null once the event left the content.' }),
    title: z.string(),
    starts: z.iso.datetime().nullable(),
    capacity: z.number().int().nullable(),
    online_link: z
      .string()
      .nullable()
      .meta({ description: 'The link to join, sent only in the confirmation and the reminder.' }),
    counts: attendanceCountsSchema,
  })
  .meta({ id: 'EventSummary' });
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventSummaryListSchema = z
  .object({ items: z.array(eventSummarySchema) })
  .meta({ id: 'EventSummaryList' });

export const attendeeListSchema = z
  .object({ event: eventSummarySchema, items: z.array(attendeeSchema) })
  .meta({
    id: 'EventAttendeeList',
    description: 'Every registration of the event (spam aside), in the order they came.',
  });
export type AttendeeList = z.infer<typeof attendeeListSchema>;

export const attendanceUpdateSchema = z
  .object({ status: attendanceSchema })
  .meta({ id: 'AttendanceUpdate' });

/** The link to join an online event: https only, as a mail client opens it. */
export const eventLinkSchema = z
  .object({
    online_link: z
      .url({ protocol: /^https$/, error: 'The link must be an https:// address' })
      .max(2000, 'At most 2000 characters')
      .nullable(),
  })
  .meta({ id: 'EventLink' });
