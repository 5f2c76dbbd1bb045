import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { invitations } from '../db/schema';
import { newRefreshToken, sha256 } from '../lib/tokens';
import { normalizeEmail } from './users-repository';

export type InvitationRow = typeof invitations.$inferSelect;

/** Invitations of new admins; the link's token is returned once and only its hash is kept. */
export function createInvitationsRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    create(email: string, invitedBy: string, ttlSeconds: number) {
      const token = newRefreshToken();
      const row: InvitationRow = {
        id: randomUUID(),
        email: normalizeEmail(email),
        token_hash: sha256(token),
        invited_by: invitedBy,
        created_at: iso(now()),
        expires_at: iso(now() + ttlSeconds * 1000),
        accepted_at: null,
      };
      orm.insert(invitations).values(row).run();
      return { invitation: row, token };
    },

    /** The open invitation of a token, or undefined when unknown, used or expired. */
    findOpen(token: string): InvitationRow | undefined {
      const row = orm
        .select()
        .from(invitations)
        .where(and(eq(invitations.token_hash, sha256(token)), isNull(invitations.accepted_at)))
        .get();
      return row && Date.parse(row.expires_at) > now() ? row : undefined;
    },

    /**
     * Marks the invitation used and runs `create` (the new account) in the same immediate
     * transaction: a link clicked twice at once makes one account.
     */
    accept<T>(id: string, create: () => T): T | null {
      return sqlite
        .transaction(() => {
          const changed = orm
            .update(invitations)
            .set({ accepted_at: iso(now()) })
            .where(and(eq(invitations.id, id), isNull(invitations.accepted_at)))
            .run().changes;
          return changed === 1 ? create() : null;
        })
        .immediate();
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
