import type { DatabaseHandle } from '../../db/connection';
import { createAuditEventsRepository } from '../../repositories/audit-events-repository';
import { createInvitationsRepository } from '../../repositories/invitations-repository';
import { createLeadFollowUpRepository } from '../../repositories/lead-follow-up-repository';
import { createPreviewLinksRepository } from '../../repositories/preview-links-repository';
import { createSessionsRepository } from '../../repositories/sessions-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { releaseLeads } from '../leads/lead-release';

export type AccountAction = 'disable' | 'enable' | 'revoke-sessions';

export type AccountActionResult =
  | { ok: true; email: string; userId: string; revokedSessions: number }
  | { ok: false; reason: 'no_such_account' };

/**
 * What `npm run admin:disable` and `admin:revoke-sessions` do. Disabling also ends every
 * session, withdraws the account's open invitations, revokes its preview links and gives its
 * open leads back to nobody; the server checks the account on every request, so access stops
 * at once.
 */
export function runAccountAction(
  db: DatabaseHandle,
  action: AccountAction,
  email: string,
  now: () => number = Date.now,
): AccountActionResult {
  const users = createUsersRepository(db, now);
  // The limits do not matter for revoking.
  const sessions = createSessionsRepository(db, { idleTtl: 0, absoluteTtl: 0, reuseGrace: 0 }, now);
  const user = users.findByEmail(email);
  if (!user) return { ok: false, reason: 'no_such_account' };
  return db.sqlite.transaction((): AccountActionResult => {
    // The same repository functions as the admin Users page (one disabled_at, one revoke).
    if (action === 'disable') users.disable(user.id, { lastToo: true });
    if (action === 'enable') users.enable(user.id);
    const revokedSessions =
      action === 'enable' ? 0 : sessions.revokeAll(user.id, `admin_${action.replace('-', '_')}`);
    const withdrawn =
      action === 'disable' ? createInvitationsRepository(db, now).withdrawSentBy(user.id) : 0;
    const previewsRevoked =
      action === 'disable'
        ? createPreviewLinksRepository(db).revokeCreatedBy(
            user.id,
            new Date(now()).toISOString(),
            'npm run admin:disable',
          )
        : 0;
    // In the audit trail like the same action on the Users page; the actor is the operator's shell.
    const trail = createAuditEventsRepository(db, now);
    const released =
      action === 'disable'
        ? releaseLeads(
            createLeadFollowUpRepository(db),
            (event) => trail.append(event),
            users.findById(user.id)!,
            'owner_disabled',
            now,
          )
        : 0;
    trail.append({
      type:
        action === 'disable'
          ? 'user.disabled'
          : action === 'enable'
            ? 'user.enabled'
            : 'sessions.revoked_all',
      targetType: 'user',
      targetId: user.id,
      details: {
        via: 'cli',
        revoked_sessions: revokedSessions,
        ...(action === 'disable'
          ? {
              invitations_withdrawn: withdrawn,
              preview_links_revoked: previewsRevoked,
              leads_unassigned: released,
            }
          : {}),
      },
    });
    return { ok: true, email: user.email, userId: user.id, revokedSessions };
  })();
}
