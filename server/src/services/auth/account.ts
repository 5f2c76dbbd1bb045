import type { AccountSession } from '@shared/schemas/account';
import type { Repositories } from '../../repositories';
import { ApiError, notFound } from '../../lib/api-error';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import { hashPassword } from '../../lib/password';
import { describeUserAgent } from '../../lib/user-agent';
import { passwordProblem } from './password-policy';
import type { ReauthenticationService } from './reauthentication';

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

interface Deps {
  repos: Repositories;
  audit: AuditLog;
  /** Checks the current password like a sign-in (counted in the sign-in throttle). */
  reauthentication: Pick<ReauthenticationService, 'passwordMatches'>;
}

/** The signed-in admin's password and sessions. */
export function createAccountService({ repos, audit, reauthentication }: Deps) {
  const { users, sessions } = repos;

  return {
    /**
     * Changes the password; every other session of the account ends at once. A wrong current
     * password counts like a failed sign-in (429 once the account is throttled): this must not
     * be an unthrottled password oracle for someone holding a stolen access token.
     */
    async changePassword(context: Actor, currentPassword: string, newPassword: string) {
      const user = users.findById(context.userId);
      if (!user) throw notFound('The account no longer exists');
      if (!(await reauthentication.passwordMatches(context, user, currentPassword))) {
        audit.record(context, {
          type: 'reauthentication.failed',
          details: { action: 'password_change', reason: 'wrong_password' },
        });
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
        client: describeUserAgent(s.user_agent),
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
