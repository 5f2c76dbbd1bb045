import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { refreshTokens, sessions, users } from '../db/schema';
import { newRefreshToken, sha256 } from '../lib/tokens';

export interface SessionLimits {
  /** Seconds. */
  idleTtl: number;
  absoluteTtl: number;
  reuseGrace: number;
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'unknown' }
  | { kind: 'expired'; userId: string; sessionId: string }
  | { kind: 'reuse_detected'; userId: string; sessionId: string };

type SessionRow = typeof sessions.$inferSelect;

/**
 * Sessions and their refresh-token families (docs/decisions/003-token-design.md). All methods are
 * synchronous better-sqlite3 transactions, so a rotation can never interleave with another.
 */
export function createSessionsRepository(
  db: DatabaseHandle,
  limits: SessionLimits,
  now: () => number,
) {
  const { orm, sqlite } = db;
  const iso = (ms: number) => new Date(ms).toISOString();

  /**
   * The successor of each token rotated within the grace window, in memory only (the database
   * keeps hashes): a replay of the parent inside the window is answered with this same token.
   * After a restart the map is empty and such a replay counts as re-use, the safe side.
   */
  const recentSuccessors = new Map<string, { id: string; token: string; at: number }>();

  function forgetOldSuccessors(): void {
    for (const [parentId, s] of recentSuccessors) {
      if (now() - s.at > limits.reuseGrace * 1000) recentSuccessors.delete(parentId);
    }
  }

  function insertToken(sessionId: string, parentId: string | null): { id: string; token: string } {
    const token = newRefreshToken();
    const id = randomUUID();
    orm
      .insert(refreshTokens)
      .values({
        id,
        session_id: sessionId,
        token_hash: sha256(token),
        parent_id: parentId,
        created_at: iso(now()),
      })
      .run();
    return { id, token };
  }

  function usable(session: SessionRow): boolean {
    const t = now();
    return (
      session.revoked_at === null &&
      Date.parse(session.expires_at) > t &&
      Date.parse(session.last_used_at) + limits.idleTtl * 1000 > t
    );
  }

  function revoke(sessionId: string, reason: string): void {
    orm
      .update(sessions)
      .set({ revoked_at: iso(now()), revoked_reason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
      .run();
  }

  const getSession = (id: string) => orm.select().from(sessions).where(eq(sessions.id, id)).get();

  return {
    /** Starts a session for a successful password grant; returns its first refresh token. */
    create(userId: string): { sessionId: string; refreshToken: string } {
      return sqlite.transaction(() => {
        const t = now();
        const sessionId = randomUUID();
        orm
          .insert(sessions)
          .values({
            id: sessionId,
            user_id: userId,
            created_at: iso(t),
            last_used_at: iso(t),
            expires_at: iso(t + limits.absoluteTtl * 1000),
          })
          .run();
        return { sessionId, refreshToken: insertToken(sessionId, null).token };
      })();
    },

    /**
     * Exchanges a refresh token for a new one. A token that was already exchanged is re-use (a
     * sign of theft) and revokes the whole session, except the immediate parent of the newest
     * token within the grace window (two tabs refreshing at once): it gets the SAME successor
     * again, so the family never forks into several live tokens.
     */
    refresh(presented: string): RefreshOutcome {
      return sqlite
        .transaction((): RefreshOutcome => {
          const token = orm
            .select()
            .from(refreshTokens)
            .where(eq(refreshTokens.token_hash, sha256(presented)))
            .get();
          if (!token) return { kind: 'unknown' };
          const session = getSession(token.session_id);
          if (!session) return { kind: 'unknown' };
          const ids = { userId: session.user_id, sessionId: session.id };
          if (!usable(session)) return { kind: 'expired', ...ids };

          forgetOldSuccessors();
          if (token.rotated_at !== null) {
            const newest = orm
              .select()
              .from(refreshTokens)
              .where(eq(refreshTokens.session_id, session.id))
              .orderBy(desc(refreshTokens.created_at), desc(sql`rowid`))
              .limit(1)
              .get();
            const successor = recentSuccessors.get(token.id);
            const inGrace =
              newest?.parent_id === token.id &&
              newest.rotated_at === null &&
              successor?.id === newest.id &&
              now() - Date.parse(token.rotated_at) <= limits.reuseGrace * 1000;
            if (!inGrace) {
              revoke(session.id, 'refresh_token_reuse');
              return { kind: 'reuse_detected', ...ids };
            }
            return { kind: 'rotated', ...ids, refreshToken: successor.token };
          }
          const rotatedAt = now();
          orm
            .update(refreshTokens)
            .set({ rotated_at: iso(rotatedAt) })
            .where(eq(refreshTokens.id, token.id))
            .run();
          orm
            .update(sessions)
            .set({ last_used_at: iso(rotatedAt) })
            .where(eq(sessions.id, session.id))
            .run();
          const next = insertToken(session.id, token.id);
          recentSuccessors.set(token.id, { ...next, at: rotatedAt });
          return { kind: 'rotated', ...ids, refreshToken: next.token };
        })
        .immediate();
    },

    /**
     * True while the session may be used by an access token (checked on every protected call):
     * the session is live AND its user still exists and is not disabled, in one query.
     */
    isActive(sessionId: string, userId: string): boolean {
      const row = orm
        .select({ session: sessions })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .where(and(eq(sessions.id, sessionId), isNull(users.disabled_at)))
        .get();
      return row !== undefined && row.session.user_id === userId && usable(row.session);
    },

    /** Ends every live session of a user (admin:revoke-sessions, admin:disable); returns how many. */
    revokeAllOf(userId: string, reason: string): number {
      return orm
        .update(sessions)
        .set({ revoked_at: iso(now()), revoked_reason: reason })
        .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
        .run().changes;
    },

    revoke,
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
