import type { AccountSession } from '@shared/schemas/account';
import type { Repositories } from '../../repositories';
import { ApiError, notFound } from '../../lib/api-error';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import { hashPassword, verifyPassword } from '../../lib/password';
import { passwordProblem } from './password-policy';

type Actor = RequestContext & { userId: string; sessionId: string };

/** Refuses a new password that breaks the policy, with the reason as the message. */
export function assertPasswordAllowed(password: string, email: string, field = 'password'): void {
  const problem = passwordProblem(password, [email]);
  if (problem) {
    throw new ApiError(400, 'weak_password', problem, {
      issues: [{ path: field, message: problem }],
    });
  }
}

/** The signed-in admin's password and sessions. */
export function createAccountService({ repos, audit }: { repos: Repositories; audit: AuditLog }) {
  const { users, sessions } = repos;

  return {
    /** Changes the password; every other session of the account ends at once. */
    async changePassword(context: Actor, currentPassword: string, newPassword: string) {
      const user = users.findById(context.userId);
      if (!user) throw notFound('The account no longer exists');
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        throw new ApiError(400, 'invalid_current_password', 'The current password is not right', {
          issues: [{ path: 'current_password', message: 'The current password is not right' }],
        });
      }
      assertPasswordAllowed(newPassword, user.email, 'new_password');
      users.setPasswordHash(user.id, await hashPassword(newPassword));
      const ended = sessions.revokeAll(user.id, 'password_changed', context.sessionId);
      audit.record(context, { type: 'password.changed', details: { other_sessions_ended: ended } });
    },

    listSessions(context: Actor): AccountSession[] {
      return sessions.listActive(context.userId).map((s) => ({
        id: s.id,
        created_at: s.created_at,
        last_used_at: s.last_used_at,
        ip: s.ip,
        user_agent: s.user_agent,
        current: s.id === context.sessionId,
      }));
    },

    /** Ends one of the account's own sessions: its tokens are refused from the next request. */
    revokeSession(context: Actor, id: string): void {
      if (!sessions.listActive(context.userId).some((s) => s.id === id)) {
        throw notFound('No active session with this id');
      }
      sessions.revoke(id, 'revoked_by_user');
      audit.record(context, { type: 'session.revoked', targetType: 'session', targetId: id });
    },

    /** "Sign out everywhere else". */
    revokeOtherSessions(context: Actor): number {
      const ended = sessions.revokeAll(context.userId, 'revoked_by_user', context.sessionId);
      audit.record(context, {
        type: 'session.revoked',
        targetType: 'session',
        details: { scope: 'others', count: ended },
      });
      return ended;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
