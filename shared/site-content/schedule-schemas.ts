import { z } from 'zod';

// Publishing at a set time (routes/api/site-content/schedules.ts): a version of the site content
// goes live at `publish_at`, published by the server itself.

export const SCHEDULE_STATUSES = [
  'scheduled',
  'publishing',
  'published',
  'failed',
  'cancelled',
] as const;
export const scheduleStatusSchema = z.enum(SCHEDULE_STATUSES);
export type ScheduleStatus = z.infer<typeof scheduleStatusSchema>;

/** The statuses of a schedule that has not run yet: a version has at most one. */
export const PENDING_SCHEDULE_STATUSES = [
  'scheduled',
  'publishing',
] as const satisfies readonly ScheduleStatus[];

const PUBLISH_AT_ERROR =
  'publish_at must be a date and time in ISO 8601 with its offset from UTC, ' +
  'e.g. 2026-12-01T09:00:00+01:00 or 2026-12-01T08:00:00Z';

export const createScheduleSchema = z
  .object({
    version: z
      .number({ error: 'version must be the number of a version of the site content' })
      .int()
      .positive(),
    publish_at: z.iso
      .datetime({ offset: true, error: PUBLISH_AT_ERROR })
      .meta({ example: '2026-12-01T09:00:00+01:00' }),
  })
  .meta({ id: 'CreateSchedule' });
export type CreateSchedule = z.infer<typeof createScheduleSchema>;

export const scheduleSchema = z
  .object({
    id: z.string(),
    version: z.number().int().positive(),
    publish_at: z.iso.datetime().meta({ description: 'When it goes live (UTC)' }),
    publish_at_local: z
      .string()
      .meta({ description: 'publish_at read in time_zone', example: '1 Dec 2026, 09:00' }),
    time_zone: z.string().meta({ description: "The firm's time zone (SITE_TIME_ZONE)" }),
    status: scheduleStatusSchema,
    created_by: z.string().nullable().meta({ description: 'E-mail of who scheduled it' }),
    created_at: z.iso.datetime(),
    published_version: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The version it made live, once published' }),
    error: z.string().nullable().meta({ description: 'Why it failed, once failed' }),
    cancelled_by: z.string().nullable(),
    cancelled_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleListSchema = z
  .object({
    items: z.array(scheduleSchema),
    time_zone: z.string().meta({ description: 'The zone times are read and shown in' }),
  })
  .meta({ id: 'ScheduleList' });
export type ScheduleList = z.infer<typeof scheduleListSchema>;

export const scheduleListQuerySchema = z.object({ status: scheduleStatusSchema.optional() });

export const scheduleParamsSchema = z.object({ id: z.string().max(64) });
