import { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '../lead-kinds';

// The dashboard's lead figures: how many leads of each kind came in per day, in the firm's time
// zone (GET /api/admin/lead-stats).

export const leadStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30).meta({
    description: 'How many days, today included (the dashboard shows 30 or 90).',
  }),
});

/**
 * One day's (or the period's) leads: a count per kind the caller sees (the kinds of the other
 * roles are left out, not zero) and the spam among them.
 */
const dayCountsSchema = z.object({
  ...(Object.fromEntries(
    LEAD_KINDS.map((kind) => [
      kind,
      z
        .number()
        .int()
        .optional()
        .meta({ description: `${LEAD_KIND_SPECS[kind].plural}, spam excluded.` }),
    ]),
  ) as Record<LeadKind, z.ZodOptional<z.ZodNumber>>),
  spam: z.number().int().meta({ description: 'Spam of the kinds counted.' }),
});

export const leadStatsSchema = z
  .object({
    days: z.number().int(),
    time_zone: z.string().meta({ description: "The firm's time zone, in which days are counted." }),
    from: z.iso.date(),
    to: z.iso.date(),
    series: z
      .array(dayCountsSchema.extend({ date: z.iso.date() }))
      .meta({ description: 'One entry per day, oldest first; days without leads are zeros.' }),
    totals: dayCountsSchema,
  })
  .meta({ id: 'LeadStats' });
export type LeadStats = z.infer<typeof leadStatsSchema>;
