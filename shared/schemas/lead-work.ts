import { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind, type LeadKindFacts } from '../lead-kinds';
import { leadAttributionSchema } from './analytics';

/**
 * The work on a lead once it is in: who owns it, where it stands (its stage), when to come back
 * to it, internal notes and what happened to it (the timeline). One model for every kind of lead
 * (docs/decisions/019-lead-stages.md): a kind brings its list of stages, the rest is shared.
 */

/** A kind's stages (shared/lead-kinds: the keys of its `stages`). */
type StageOf<K extends LeadKind> = keyof LeadKindFacts<K>['stages'] & string;

/**
 * Each kind's stages, in the order work moves through them (shared/lead-kinds: `stages`): `new`
 * first, and at least one after it (shared/lead-kinds/index.test.ts).
 */
export const LEAD_STAGES = Object.fromEntries(
  LEAD_KINDS.map((kind) => [kind, Object.keys(LEAD_KIND_SPECS[kind].stages)]),
) as unknown as { [K in LeadKind]: readonly ['new', StageOf<K>, ...StageOf<K>[]] };
export type LeadStage = (typeof LEAD_STAGES)[LeadKind][number];

/** Every stage of any kind, for a filter shared by the kinds' lists. */
export const ALL_STAGES = [...new Set(Object.values(LEAD_STAGES).flat())] as [
  LeadStage,
  ...LeadStage[],
];

/** Stages where the work is over: such a lead is no longer open (duplicates, the digest). */
export const CLOSED_STAGES: readonly LeadStage[] = [
  ...new Set(LEAD_KINDS.flatMap((kind) => LEAD_KIND_SPECS[kind].closedStages)),
];

/** A stage as people read it, from its kinds' facts (kinds that share a stage share its label). */
export const STAGE_LABELS = Object.fromEntries(
  LEAD_KINDS.flatMap((kind) => Object.entries(LEAD_KIND_SPECS[kind].stages)),
) as Record<LeadStage, string>;

export function isOpenStage(stage: LeadStage): boolean {
  return !CLOSED_STAGES.includes(stage);
}

/** The stage enum of one kind: an unknown stage is a 400 naming the field. */
export function stageSchema<K extends LeadKind>(kind: K) {
  return z.enum(LEAD_STAGES[kind] as unknown as [string, ...string[]], {
    error: `Unknown stage: one of ${LEAD_STAGES[kind].join(', ')}`,
  }) as unknown as z.ZodType<(typeof LEAD_STAGES)[K][number]>;
}

const userRef = z.object({ id: z.string(), email: z.string().nullable() }).meta({
  id: 'LeadUserRef',
  description: 'An admin account: its id and e-mail (null once gone).',
});

const duplicateOfSchema = z
  .object({
    id: z.string(),
    reference: z.string().nullable().meta({ description: "The earlier lead's reference." }),
  })
  .nullable()
  .meta({
    id: 'LeadDuplicateOf',
    description:
      'The earlier open lead of the same kind this one repeats (the same e-mail in any case, or ' +
      'the same company domain, not a free-mail one, within 90 days); null otherwise. Set ' +
      'moments after the lead arrives.',
  });

/** The fields of the work on a lead, on each lead kind's item. */
export function leadWorkFields<K extends LeadKind>(kind: K) {
  return {
    stage: stageSchema(kind).meta({
      description: `Where the work stands: ${LEAD_STAGES[kind].join(', ')}.`,
    }),
    assignee_id: z.string().nullable().meta({ description: 'The admin who owns the lead.' }),
    assignee_email: z.string().nullable().meta({ description: "The owner's e-mail." }),
    follow_up_at: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When to come back to the lead (UTC); null: no reminder.' }),
    duplicate_of: duplicateOfSchema,
  };
}

// ---- Assignees --------------------------------------------------------------------------------

export const leadAssigneeListSchema = z.object({ items: z.array(userRef) }).meta({
  id: 'LeadAssigneeList',
  description: 'The active admins who may own a lead (those who see its kind).',
});
export type LeadAssignee = z.infer<typeof userRef>;

// ---- Notes ------------------------------------------------------------------------------------

export const NOTE_MAX = 5000;

export const leadNoteInputSchema = z
  .object({
    body: z
      .string({ error: 'Write a note' })
      .trim()
      .min(1, 'Write a note')
      .max(NOTE_MAX, `At most ${NOTE_MAX} characters`),
  })
  .meta({ id: 'NewLeadNote' });

export const leadNoteSchema = z
  .object({
    id: z.string(),
    body: z.string(),
    author: userRef.nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'LeadNote' });
export type LeadNote = z.infer<typeof leadNoteSchema>;

// ---- Timeline ---------------------------------------------------------------------------------

/**
 * What a lead's timeline shows. `landed` is the first page of the visit the lead was sent in
 * (its `attribution`, when the server counted one). `acknowledgement_sent` is the requester's acknowledgement e-mail
 * (recorded by the outbox when it is sent, like the firm's notification).
 */
export const TIMELINE_EVENT_TYPES = [
  'landed',
  'received',
  'viewed',
  'assigned',
  'stage_changed',
  'status_changed',
  'follow_up_set',
  'note',
  'notification_sent',
  'notification_resent',
  'acknowledgement_sent',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

export const timelineEntrySchema = z
  .object({
    type: z.enum(TIMELINE_EVENT_TYPES),
    at: z.iso.datetime(),
    actor: userRef.nullable().meta({ description: 'Who did it; null: the site or the server.' }),
    assignee: userRef.nullable().optional().meta({ description: 'assigned: the new owner.' }),
    reason: z
      .enum(['owner_disabled', 'owner_role_changed'])
      .optional()
      .meta({
        description:
          'assigned, to nobody by the server: its owner was disabled, or their role no longer ' +
          'works leads (`previous` is who).',
      }),
    previous: userRef.optional().meta({ description: 'assigned with a reason: the former owner.' }),
    stage: z.string().optional().meta({ description: 'stage_changed: the new stage.' }),
    from_stage: z.string().nullable().optional(),
    status: z.string().optional().meta({ description: 'status_changed: the new status.' }),
    follow_up_at: z.iso.datetime().nullable().optional(),
    note: leadNoteSchema.optional(),
    channel: z.string().optional().meta({ description: 'notification_*: email or webhook.' }),
    attribution: leadAttributionSchema.optional().meta({ description: 'landed: the visit.' }),
  })
  .meta({ id: 'LeadTimelineEntry' });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelineSchema = z
  .object({ items: z.array(timelineEntrySchema) })
  .meta({ id: 'LeadTimeline', description: 'What happened to the lead, oldest first.' });
export type Timeline = z.infer<typeof timelineSchema>;

// ---- Follow-ups -------------------------------------------------------------------------------

const followUpCounts = {
  overdue_follow_ups: z.number().int().meta({
    description: 'Open leads you own whose follow-up time has come.',
  }),
  unassigned: z.number().int().meta({
    description: 'Open leads nobody owns that arrived more than one working day ago.',
  }),
};

export const leadFollowUpSummarySchema = z
  .object({
    ...followUpCounts,
    by_kind: z
      .array(z.object({ kind: z.enum(LEAD_KINDS), ...followUpCounts }))
      .meta({ description: 'The same counts for each kind of lead you see, in the inbox order.' }),
    unassigned_since: z.iso.datetime().meta({
      description: "One working day ago (Monday to Friday, in the firm's time zone).",
    }),
  })
  .meta({ id: 'LeadFollowUpSummary' });
export type LeadFollowUpSummary = z.infer<typeof leadFollowUpSummarySchema>;
