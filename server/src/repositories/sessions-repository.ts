import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { refreshTokens, sessions } from '../db/schema';
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

  function insertToken(sessionId: string, parentId: string | null): string {
    const token = newRefreshToken();
    orm
      .insert(refreshTokens)
      .values({
        id: randomUUID(),
        session_id: sessionId,
        token_hash: sha256(token),
        parent_id: parentId,
        created_at: iso(now()),
      })
      .run();
    return token;
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
        return { sessionId, refreshToken: insertToken(sessionId, null) };
      })();
    },

    /**
     * Exchanges a refresh token for a new one. A token that was already exchanged is re-use (a
     * sign of theft) and revokes the whole session, except the immediate parent of the newest
     * token within the grace window: two tabs refreshing at once get sibling tokens.
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

          if (token.rotated_at !== null) {
            const newest = orm
              .select()
              .from(refreshTokens)
              .where(eq(refreshTokens.session_id, session.id))
              .orderBy(desc(refreshTokens.created_at), desc(sql`rowid`))
              .limit(1)
              .get();
            const inGrace =
              newest?.parent_id === token.id &&
              newest.rotated_at === null &&
              now() - Date.parse(token.rotated_at) <= limits.reuseGrace * 1000;
            if (!inGrace) {
              revoke(session.id, 'refresh_token_reuse');
              return { kind: 'reuse_detected', ...ids };
            }
            // Sibling of the newest token; the newest one stays valid for the other tab.
          } else {
            orm
              .update(refreshTokens)
              .set({ rotated_at: iso(now()) })
              .where(eq(refreshTokens.id, token.id))
              .run();
          }
          orm
            .update(sessions)
            .set({ last_used_at: iso(now()) })
            .where(eq(sessions.id, session.id))
            .run();
          return { kind: 'rotated', ...ids, refreshToken: insertToken(session.id, token.id) };
        })
        .immediate();
    },

    /** True while the session may be used by an access token (checked on every protected call). */
    isActive(sessionId: string, userId: string): boolean {
      const session = getSession(sessionId);
      return session !== undefined && session.user_id === userId && usable(session);
    },

    revoke,
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
