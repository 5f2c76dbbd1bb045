import type { DatabaseHandle } from '../../db/connection';
import { createSessionsRepository } from '../../repositories/sessions-repository';
import { createUsersRepository } from '../../repositories/users-repository';

export type AccountAction = 'disable' | 'enable' | 'revoke-sessions';

export type AccountActionResult =
  | { ok: true; email: string; userId: string; revokedSessions: number }
  | { ok: false; reason: 'no_such_account' };

/**
 * What `npm run admin:disable` and `admin:revoke-sessions` do. Disabling also ends every
 * session; the server checks the account on every request, so access stops at once.
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
    if (action !== 'revoke-sessions') users.setDisabled(user.id, action === 'disable');
    const revokedSessions =
      action === 'enable' ? 0 : sessions.revokeAllOf(user.id, `admin_${action.replace('-', '_')}`);
    return { ok: true, email: user.email, userId: user.id, revokedSessions };
  })();
}
