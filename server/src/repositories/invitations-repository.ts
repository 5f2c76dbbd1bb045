import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@shared/vocabularies/roles';
import type { DatabaseHandle } from '../db/connection';
import { invitations, users } from '../db/schema';
import { newRefreshToken, sha256 } from '../lib/tokens';
import { normalizeEmail } from './users-repository';

export type InvitationRow = typeof invitations.$inferSelect;

/** Invitations of new admins; the link's token is returned once and only its hash is kept. */
export function createInvitationsRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** Neither used nor withdrawn, and not yet expired (ISO strings in UTC compare as times). */
  const open = () =>
    and(
      isNull(invitations.accepted_at),
      isNull(invitations.withdrawn_at),
      gt(invitations.expires_at, iso(now())),
    );
  return {
    create(email: string, role: Role, invitedBy: string, ttlSeconds: number) {
      const token = newRefreshToken();
      const row: InvitationRow = {
        id: randomUUID(),
        email: normalizeEmail(email),
        token_hash: sha256(token),
        invited_by: invitedBy,
        created_at: iso(now()),
        expires_at: iso(now() + ttlSeconds * 1000),
        accepted_at: null,
        withdrawn_at: null,
        role,
      };
      orm.insert(invitations).values(row).run();
      return { invitation: row, token };
    },

    /** The open invitation of a token, or undefined when unknown, used, withdrawn or expired. */
    findOpen(token: string): InvitationRow | undefined {
      return orm
        .select()
        .from(invitations)
        .where(and(eq(invitations.token_hash, sha256(token)), open()))
        .get();
    },

    /** The newest open invitation of an address (a first sign-in through the provider). */
    findOpenFor(email: string): InvitationRow | undefined {
      return orm
        .select()
        .from(invitations)
        .where(and(eq(invitations.email, normalizeEmail(email)), open()))
        .orderBy(desc(invitations.created_at))
        .get();
    },

    /** The invitation of a token whatever its state (used, withdrawn, expired), or undefined. */
    findByToken(token: string): InvitationRow | undefined {
      return orm
        .select()
        .from(invitations)
        .where(eq(invitations.token_hash, sha256(token)))
        .get();
    },

    /** Open invitations, newest first, with the e-mail of the admin who sent each. */
    listOpen() {
      return orm
        .select({
          id: invitations.id,
          email: invitations.email,
          role: invitations.role,
          created_at: invitations.created_at,
          expires_at: invitations.expires_at,
          invited_by: users.email,
        })
        .from(invitations)
        .leftJoin(users, eq(users.id, invitations.invited_by))
        .where(open())
        .orderBy(desc(invitations.created_at))
        .all();
    },

    /** Withdraws an open invitation: its link stops working at once. Undefined when none is open. */
    withdraw(id: string): InvitationRow | undefined {
      return orm
        .update(invitations)
        .set({ withdrawn_at: iso(now()) })
        .where(and(eq(invitations.id, id), open()))
        .returning()
        .get();
    },

    /**
     * Withdraws every open invitation an account sent, when that account is disabled: an
     * invitation speaks for its sender, and a link from someone who left must not make an admin.
     * Enabling the account again does not revive them. Returns how many were withdrawn.
     */
    withdrawSentBy(userId: string): number {
      return orm
        .update(invitations)
        .set({ withdrawn_at: iso(now()) })
        .where(and(eq(invitations.invited_by, userId), open()))
        .run().changes;
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
            .where(and(eq(invitations.id, id), open()))
            .run().changes;
          return changed === 1 ? create() : null;
        })
        .immediate();
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
