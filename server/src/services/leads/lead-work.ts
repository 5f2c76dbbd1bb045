import type { LeadAttribution } from '@shared/schemas/analytics';
import type { AuditEvent } from '@shared/schemas/audit';
import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import type { LeadUpdate } from '@shared/schemas/leads';
import type { LeadAssignee, LeadNote, TimelineEntry } from '@shared/schemas/lead-work';
import { ACCESS, listRoles, mayUse } from '@shared/vocabularies/roles';
import { ApiError } from '../../lib/api-error';
import type { AuditEventsRepository } from '../../repositories/audit-events-repository';
import type { LeadNoteRow, LeadNotesRepository } from '../../repositories/lead-notes-repository';
import type { LeadChanges, LeadsRepository } from '../../repositories/leads-repository';
import type { UsersRepository } from '../../repositories/users-repository';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import type { LeadDelivery } from './lead-delivery';
import { nextStatusAndStage } from './lead-stages';

interface Deps {
  leads: LeadsRepository;
  users: UsersRepository;
  notes: LeadNotesRepository;
  auditEvents: AuditEventsRepository;
  audit: AuditLog;
  delivery: LeadDelivery;
}

/** The audit trail's target type of a lead of `kind`: the timeline reads it back. */
export const leadTarget = (kind: LeadKind) => `${kind}_lead`;

const invalidAssignee = (message: string) =>
  new ApiError(400, 'invalid_assignee', message, { issues: [{ path: 'assignee_id', message }] });

const noteOf = (row: LeadNoteRow): LeadNote => ({
  id: row.id,
  body: row.body,
  author: row.author_id ? { id: row.author_id, email: row.author_email } : null,
  created_at: row.created_at,
});

/**
 * The work on a lead once it is in: its owner, stage and follow-up, notes, and the
 * timeline of what happened to it. Each change is an event of the audit trail (who, when), which
 * the timeline reads back; a note's text lives in lead_notes, deleted with the lead, since the
 * trail outlives an erasure. Methods return undefined for a lead that does not exist.
 */
export function createLeadWork({ leads, users, notes, auditEvents, audit, delivery }: Deps) {
  /** The roles that see a kind (its area), or that work any lead. */
  const rolesFor = (kind: LeadKind | undefined) =>
    kind ? ACCESS[LEAD_KIND_SPECS[kind].access] : ACCESS.leads;

  /** The active accounts that see leads of `kind` (any kind when not given): who may own one. */
  function assignees(kind?: LeadKind): LeadAssignee[] {
    return users
      .list()
      .filter((user) => !user.disabled_at && mayUse(user, rolesFor(kind)))
      .map((user) => ({ id: user.id, email: user.email }));
  }

  function checkAssignee(kind: LeadKind, id: string): LeadAssignee {
    const user = users.findById(id);
    if (!user) throw invalidAssignee('No admin account has this id');
    if (user.disabled_at) throw invalidAssignee('This account is disabled');
    if (!mayUse(user, rolesFor(kind))) {
      const { plural } = LEAD_KIND_SPECS[kind];
      throw invalidAssignee(
        `This account does not see ${plural.toLowerCase()} (only ${listRoles(rolesFor(kind))} accounts do)`,
      );
    }
    return { id: user.id, email: user.email };
  }

  return {
    assignees,

    /** One lead for an admin, recorded as viewed (personal data was read). */
    view<K extends LeadKind>(context: RequestContext, kind: K, id: string) {
      const lead = leads.get(kind, id);
      if (lead)
        audit.record(context, { type: 'lead.viewed', targetType: leadTarget(kind), targetId: id });
      return lead;
    },

    /** PATCH: status, stage, owner and follow-up, each change recorded. */
    update<K extends LeadKind>(context: RequestContext, kind: K, id: string, patch: LeadUpdate) {
      const before = leads.get(kind, id);
      if (!before) return undefined;
      const assignee =
        patch.assignee_id === undefined || patch.assignee_id === null
          ? patch.assignee_id
          : checkAssignee(kind, patch.assignee_id);
      const { status, stage } = nextStatusAndStage(kind, before, patch);
      const changes: LeadChanges = { status, stage };
      if (assignee !== undefined) changes.assignee_id = assignee?.id ?? null;
      if (patch.follow_up_at !== undefined) {
        changes.follow_up_at = patch.follow_up_at && new Date(patch.follow_up_at).toISOString();
      }
      const after = leads.update(kind, id, changes);
      if (!after) return undefined; // deleted in between

      const event = { targetType: leadTarget(kind), targetId: id };
      if (patch.status !== undefined) {
        audit.record(context, { type: 'lead.status_changed', ...event, details: { status } });
      }
      if (stage !== before.stage) {
        audit.record(context, {
          type: 'lead.stage_changed',
          ...event,
          details: { stage, from: before.stage },
        });
      }
      if (assignee !== undefined && (assignee?.id ?? null) !== before.assignee_id) {
        audit.record(context, {
          type: 'lead.assigned',
          ...event,
          details: { assignee_id: assignee?.id ?? null, assignee_email: assignee?.email ?? null },
        });
      }
      if (changes.follow_up_at !== undefined && changes.follow_up_at !== before.follow_up_at) {
        audit.record(context, {
          type: 'lead.follow_up_set',
          ...event,
          details: { follow_up_at: changes.follow_up_at },
        });
      }
      return delivery.afterChange(kind, id, before, after) ? leads.get(kind, id) : after;
    },

    addNote(context: RequestContext, kind: LeadKind, id: string, body: string) {
      if (!leads.get(kind, id)) return undefined;
      const row = notes.add({
        lead_kind: kind,
        lead_id: id,
        author_id: context.userId,
        author_email: context.email,
        body,
      });
      audit.record(context, {
        type: 'lead.note_added',
        targetType: leadTarget(kind),
        targetId: id,
        details: { note_id: row.id },
      });
      return noteOf(row);
    },

    /** What happened to the lead, oldest first, from the audit trail and the notes. */
    timeline(kind: LeadKind, id: string): TimelineEntry[] | undefined {
      const lead = leads.get(kind, id);
      if (!lead) return undefined;
      const notesById = new Map(notes.listFor(kind, id).map((row) => [row.id, noteOf(row)]));
      const entries: TimelineEntry[] = [
        // The visit it was sent in began on its first page (decision 036).
        ...(lead.attribution ? [landedEntry(lead.created_at, lead.attribution)] : []),
        { type: 'received', at: lead.created_at, actor: null },
      ];
      for (const event of auditEvents.forTarget(leadTarget(kind), id)) {
        const entry = timelineEntry(event, notesById);
        if (!entry) continue;
        // A run of views by one person (reopening the dialog) is one entry, its first.
        const last = entries[entries.length - 1]!;
        if (entry.type === 'viewed' && last.type === 'viewed' && last.actor?.id === entry.actor?.id)
          continue;
        entries.push(entry);
      }
      return entries;
    },
  };
}

export type LeadWork = ReturnType<typeof createLeadWork>;

/** The first page of the visit a lead was sent in, `seconds_to_submit` before it arrived. */
function landedEntry(receivedAt: string, visit: LeadAttribution): TimelineEntry {
  const at = new Date(Date.parse(receivedAt) - visit.seconds_to_submit * 1000).toISOString();
  return { type: 'landed', at, actor: null, attribution: visit };
}

/** One audit event as a timeline entry; null for an event the timeline does not show. */
function timelineEntry(event: AuditEvent, notes: Map<string, LeadNote>): TimelineEntry | null {
  const details = event.details ?? {};
  const text = (key: string) => (typeof details[key] === 'string' ? details[key] : null);
  const base = {
    at: event.at,
    actor: event.actor_id ? { id: event.actor_id, email: event.actor_email } : null,
  };
  switch (event.type) {
    case 'lead.viewed':
      return { type: 'viewed', ...base };
    case 'lead.assigned': {
      const id = text('assignee_id');
      const reason = text('reason');
      const previous = text('previous_id');
      return {
        type: 'assigned',
        ...base,
        assignee: id ? { id, email: text('assignee_email') } : null,
        ...(reason === 'owner_disabled' || reason === 'owner_role_changed' ? { reason } : {}),
        ...(previous ? { previous: { id: previous, email: text('previous_email') } } : {}),
      };
    }
    case 'lead.stage_changed':
      return {
        type: 'stage_changed',
        ...base,
        stage: text('stage') ?? '',
        from_stage: text('from'),
      };
    case 'lead.status_changed':
      return { type: 'status_changed', ...base, status: text('status') ?? '' };
    case 'lead.follow_up_set':
      return { type: 'follow_up_set', ...base, follow_up_at: text('follow_up_at') };
    case 'lead.note_added': {
      const note = notes.get(text('note_id') ?? '');
      return note ? { type: 'note', ...base, note } : null;
    }
    case 'lead.notification_sent':
      return { type: 'notification_sent', ...base, channel: text('channel') ?? '' };
    case 'lead.notification_resent':
      return { type: 'notification_resent', ...base, channel: text('channel') ?? '' };
    case 'lead.acknowledgement_sent':
      return { type: 'acknowledgement_sent', ...base };
    default:
      return null;
  }
}
