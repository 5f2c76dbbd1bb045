import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { CLOSED_STAGES } from '@shared/schemas/lead-work';
import { LEAD_KINDS, type LeadKind } from '@shared/schemas/leads';
import { ACCESS, mayUse, type RoleHolder } from '@shared/vocabularies/roles';
import type { LeadFollowUpRepository } from '../../repositories/lead-follow-up-repository';
import { leadTarget } from './lead-work';

/** Why an owner's leads went back to nobody: the timeline says so. */
export type ReleaseReason = 'owner_disabled' | 'owner_role_changed';

/** An audit event of one released lead, for whoever records it (the service or the CLI). */
export interface ReleaseEvent {
  type: 'lead.assigned';
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

/** An account as it is now, after the change. */
export type LeadOwner = { id: string; email: string; disabled_at: string | null } & RoleHolder;

/** Whether an account (active or not) works leads of `kind` with its roles. */
const works = (account: RoleHolder, kind: LeadKind) =>
  mayUse(account, ACCESS[LEAD_KIND_SPECS[kind].access]);

/** The kinds of lead an account can no longer own: every kind while it is disabled. */
export function kindsNotWorked(owner: LeadOwner): LeadKind[] {
  return LEAD_KINDS.filter((kind) => owner.disabled_at !== null || !works(owner, kind));
}

/**
 * Gives the open leads of an account back to nobody for each kind it can no longer own (it was
 * disabled, or its roles no longer work that kind; with `before`, only the kinds those roles
 * did): otherwise they drop out of every reminder and of the Unassigned view, with no one left
 * to follow them up. Each lead's timeline says who had it and why it went.
 * Returns how many leads were released.
 */
export function releaseLeads(
  followUps: LeadFollowUpRepository,
  record: (event: ReleaseEvent) => void,
  owner: LeadOwner,
  reason: ReleaseReason,
  now: () => number,
  before?: RoleHolder,
): number {
  const at = new Date(now()).toISOString();
  let released = 0;
  for (const kind of kindsNotWorked(owner)) {
    if (before && !works(before, kind)) continue;
    for (const id of followUps.release(kind, owner.id, CLOSED_STAGES, at)) {
      record({
        type: 'lead.assigned',
        targetType: leadTarget(kind),
        targetId: id,
        details: {
          assignee_id: null,
          assignee_email: null,
          reason,
          previous_id: owner.id,
          previous_email: owner.email,
        },
      });
      released++;
    }
  }
  return released;
}
