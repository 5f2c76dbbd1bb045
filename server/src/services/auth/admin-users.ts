import type {
  AdminUser,
  Invitation,
  InvitationStatus,
  PendingInvitation,
} from '@shared/schemas/admin-users';
import { ACCESS, mayUse, type Held, type Role, type RoleHolder } from '@shared/vocabularies/roles';
import type { Repositories } from '../../repositories';
import { isUniqueViolation, type UserRow } from '../../repositories/users-repository';
import { ApiError, conflict, notFound } from '../../lib/api-error';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import { hashPassword } from '../../lib/password';
import { assertPasswordAllowed } from './account';

/** An invitation link works for 24 hours, once. */
export const INVITATION_TTL = 24 * 3600;

/** Sends the invitation e-mail; resolves false when it could not be sent. */
export type InvitationMailer = (to: string, link: string) => Promise<boolean>;

interface Deps {
  repos: Repositories;
  audit: AuditLog;
  /** Null when SMTP is not configured: the link is shown to the inviting admin instead. */
  mailer: InvitationMailer | null;
  /** How an account can sign in now (sign-in-methods.ts). */
  signInMethods: (user: UserRow) => AdminUser['sign_in'];
  now: () => number;
  /**
   * Gives the open leads of the kinds an account no longer works (disabled, or its roles
   * changed from `before`) back to nobody, recorded in their timelines
   * (services/leads/lead-release.ts); how many.
   */
  releaseLeads: (
    context: Actor,
    owner: UserRow,
    reason: 'owner_disabled' | 'owner_role_changed',
    before?: RoleHolder,
  ) => number;
}

type Actor = RequestContext & { userId: string };

/** Why a link no longer works, in the words its holder needs. */
const INVITATION_STATE_MESSAGES: Record<Exclude<InvitationStatus['state'], 'open'>, string> = {
  used: 'This invitation was already used to create an account. Sign in with that account, or ask for a new invitation.',
  withdrawn:
    'This invitation was withdrawn by the admin team. Ask the person who invited you for a new one.',
  expired: 'This invitation has expired: a link works for 24 hours. Ask for a new one.',
  unknown:
    'This invitation link is not valid: it may be incomplete. Open the whole link from the e-mail, or ask for a new invitation.',
};

/** There must always be someone who can manage people (docs/decisions/016-roles.md). */
const lastActiveOwner = (what: string) =>
  conflict(
    'last_active_owner',
    `${what}: there would be no active owner left. Make another account an owner first.`,
  );

/** Several admins: the list, invitations, roles and disabling. Only owners get here. */
export function createAdminUsersService({
  repos,
  audit,
  mailer,
  signInMethods,
  now,
  releaseLeads,
}: Deps) {
  const { users, invitations, sessions, mfa } = repos;

  const toAdminUser = (u: UserRow): AdminUser => ({
    id: u.id,
    email: u.email,
    created_at: u.created_at,
    disabled_at: u.disabled_at,
    mfa: mfa.hasSecondFactor(u.id),
    role: u.role,
    sign_in: signInMethods(u),
    extra_roles: u.extra_roles,
  });

  return {
    list(): AdminUser[] {
      return users.list().map(toAdminUser);
    },

    /** Makes a single-use link; e-mails it when SMTP is configured, else returns it to show. */
    async invite(context: Actor, email: string, role: Role, origin: string): Promise<Invitation> {
      if (users.findByEmail(email)) {
        throw conflict('account_exists', 'An account with this e-mail address already exists');
      }
      const { invitation, token } = invitations.create(email, role, context.userId, INVITATION_TTL);
      // The token travels in the fragment: browsers never send it to a server or a log.
      const link = `${origin}/accept-invite#token=${token}`;
      const emailed = mailer ? await mailer(invitation.email, link) : false;
      audit.record(context, {
        type: 'invitation.created',
        targetType: 'invitation',
        targetId: invitation.id,
        details: { email: invitation.email, role, emailed },
      });
      return {
        id: invitation.id,
        email: invitation.email,
        role,
        expires_at: invitation.expires_at,
        emailed,
        invite_url: emailed ? null : link,
      };
    },

    /** Invitations not yet used, withdrawn or expired, newest first. */
    pendingInvitations(): PendingInvitation[] {
      return invitations.listOpen();
    },

    /** Withdraws an open invitation (sent to the wrong address, say): its link stops working. */
    withdrawInvitation(context: Actor, id: string): void {
      const withdrawn = invitations.withdraw(id);
      if (!withdrawn) throw notFound('No open invitation with this id');
      audit.record(context, {
        type: 'invitation.withdrawn',
        targetType: 'invitation',
        targetId: id,
        details: { email: withdrawn.email },
      });
    },

    /**
     * What an invitation link is worth before its form is filled in: open (with the address and
     * role it makes) or why not. Changes nothing; the token is the credential, so only its
     * holder learns this, and the route is rate-limited like accept.
     */
    invitationStatus(token: string): InvitationStatus {
      const open = invitations.findOpen(token);
      if (open) return { state: 'open', email: open.email, role: open.role, message: null };
      const invitation = invitations.findByToken(token);
      // Not open, neither used nor withdrawn: its 24 hours are over.
      const state = !invitation
        ? 'unknown'
        : invitation.accepted_at
          ? 'used'
          : invitation.withdrawn_at
            ? 'withdrawn'
            : 'expired';
      return { state, email: null, role: null, message: INVITATION_STATE_MESSAGES[state] };
    },

    /** Sets the new admin's password (same policy) and uses the invitation up. */
    async accept(context: RequestContext, token: string, password: string) {
      const invalid = () =>
        new ApiError(
          400,
          'invalid_invitation',
          'This invitation link is not valid: it was used, has expired or is incomplete. Ask for a new one.',
        );
      const invitation = invitations.findOpen(token);
      if (!invitation) throw invalid();
      assertPasswordAllowed(password, invitation.email);
      const hash = await hashPassword(password);
      let user;
      try {
        user = invitations.accept(invitation.id, () =>
          users.create(invitation.email, hash, invitation.role),
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict('account_exists', 'An account with this e-mail address already exists');
        }
        throw error;
      }
      if (!user) throw invalid();
      audit.record(context, {
        type: 'invitation.accepted',
        actorId: user.id,
        actorEmail: user.email,
        targetType: 'invitation',
        targetId: invitation.id,
        details: { role: user.role },
      });
      return { id: user.id, email: user.email, role: user.role, extra_roles: user.extra_roles };
    },

    /**
     * Disables an account, ends its sessions at once and withdraws the invitations it sent; the
     * last active owner stays.
     */
    disable(context: Actor, id: string): AdminUser {
      const outcome = users.disable(id);
      if (outcome === 'not_found') throw notFound('No user with this id');
      if (outcome === 'last_active_owner') throw lastActiveOwner('This account cannot be disabled');
      const user = users.findById(id)!;
      if (outcome === 'disabled') {
        const ended = sessions.revokeAll(id, 'user_disabled');
        const withdrawn = invitations.withdrawSentBy(id);
        const at = new Date(now()).toISOString();
        const previewsRevoked = repos.previewLinks.revokeCreatedBy(id, at, context.email);
        const released = releaseLeads(context, user, 'owner_disabled');
        audit.record(context, {
          type: 'user.disabled',
          targetType: 'user',
          targetId: id,
          details: {
            sessions_ended: ended,
            invitations_withdrawn: withdrawn,
            preview_links_revoked: previewsRevoked,
            leads_unassigned: released,
          },
        });
      }
      return toAdminUser(user);
    },

    /**
     * Gives an account another role, other roles beside it, or both. Its sessions go on: every
     * request reads the roles afresh, so the change holds from the account's very next request,
     * with the token it already has. An owner no more withdraws the invitations they sent (an
     * owner invited by a demoted owner would otherwise still get in); the open leads of a kind
     * the account no longer works go back to nobody. Nobody changes their own roles: another
     * owner does.
     */
    setRoles(context: Actor, id: string, change: { role?: Role; extra_roles?: Held[] }): AdminUser {
      if (id === context.userId) {
        throw new ApiError(
          403,
          'own_role',
          'Your own role cannot be changed by you: another owner changes it',
        );
      }
      const result = users.setRoles(id, change);
      if (result.outcome === 'not_found') throw notFound('No user with this id');
      if (result.outcome === 'last_active_owner') {
        throw lastActiveOwner('This account must stay an owner');
      }
      const user = users.findById(id)!;
      if (result.outcome === 'changed') {
        const demoted = mayUse(result.from, ACCESS.owner) && !mayUse(user, ACCESS.owner);
        const withdrawn = demoted ? invitations.withdrawSentBy(id) : 0;
        const released = releaseLeads(context, user, 'owner_role_changed', result.from);
        audit.record(context, {
          type: 'user.role_changed',
          targetType: 'user',
          targetId: id,
          details: {
            email: user.email,
            from: result.from.role,
            to: user.role,
            extra_roles_from: result.from.extra_roles,
            extra_roles_to: user.extra_roles,
            ...(demoted ? { invitations_withdrawn: withdrawn } : {}),
            ...(released > 0 ? { leads_unassigned: released } : {}),
          },
        });
      }
      return toAdminUser(user);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
