// Where each person registered for an event stands (shared/schemas/events.ts). No zod here: the
// admin's Registrations page imports these without loading the validation library.

export const ATTENDANCE = ['registered', 'waitlisted', 'attended', 'no-show', 'cancelled'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

export const ATTENDANCE_LABELS = {
  registered: 'Registered',
  waitlisted: 'Waitlisted',
  attended: 'Attended',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
} satisfies Record<Attendance, string>;

/** The statuses that hold a seat: the capacity counts them (a no-show's seat was theirs). */
export const HOLDS_SEAT: readonly Attendance[] = ['registered', 'attended', 'no-show'];
