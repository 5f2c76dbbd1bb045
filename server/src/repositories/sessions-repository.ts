import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
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

export type SessionRow = typeof sessions.$inferSelect;

/** Where a request came from, kept on the session for the sessions list. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const clientColumns = (client?: ClientInfo) =>
  client ? { ip: client.ip, user_agent: client.userAgent?.slice(0, 512) ?? null } : {};

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
    /** Starts a session for a successful sign-in; returns its first refresh token. */
    create(
      userId: string,
      client?: ClientInfo,
      options: { mfaEnrolmentRequired?: boolean } = {},
    ): { sessionId: string; refreshToken: string } {
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
            mfa_enrolment_required: options.mfaEnrolmentRequired ?? false,
            ...clientColumns(client),
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
    refresh(presented: string, client?: ClientInfo): RefreshOutcome {
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
            .set({ last_used_at: iso(now()), ...clientColumns(client) })
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

    /** The session row while it may be used by an access token of `userId`. */
    activeSession(sessionId: string, userId: string): SessionRow | undefined {
      const session = getSession(sessionId);
      return session && session.user_id === userId && usable(session) ? session : undefined;
    },

    revoke,
    get: getSession,

    /** The account's sessions that can still be used, newest first. */
    listActive(userId: string): SessionRow[] {
      return orm
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.user_id, userId),
            isNull(sessions.revoked_at),
            gt(sessions.expires_at, iso(now())),
          ),
        )
        .orderBy(desc(sessions.created_at))
        .all()
        .filter(usable);
    },

    /** Ends every live session of the account, except `keep` (the caller's own) when given. */
    revokeAll(userId: string, reason: string, keep?: string): number {
      const filters = [eq(sessions.user_id, userId), isNull(sessions.revoked_at)];
      if (keep) filters.push(ne(sessions.id, keep));
      return orm
        .update(sessions)
        .set({ revoked_at: iso(now()), revoked_reason: reason })
        .where(and(...filters))
        .run().changes;
    },

    /** The account now has a second factor: its sessions may do everything again. */
    clearMfaEnrolment(userId: string): void {
      orm
        .update(sessions)
        .set({ mfa_enrolment_required: false })
        .where(eq(sessions.user_id, userId))
        .run();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
