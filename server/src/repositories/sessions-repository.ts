import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import type { SignInMethod } from '@shared/schemas/admin-users';
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
    /**
     * Starts a session for a successful sign-in; returns its first refresh token. `providerMfa`:
     * begun through the identity provider with a second factor there.
     */
    create(
      userId: string,
      client?: ClientInfo,
      {
        providerMfa = false,
        signInMethod = 'password',
      }: { providerMfa?: boolean; signInMethod?: SignInMethod } = {},
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
            provider_mfa: providerMfa,
            sign_in_method: signInMethod,
            ...clientColumns(client),
          })
          .run();
        return { sessionId, refreshToken: insertToken(sessionId, null).token };
      })();
    },

    /**
     * The session a refresh token would renew: one of a usable session, not yet exchanged.
     * Looks only (the refresh grant asks the identity provider about it before it rotates).
     */
    sessionToRenew(presented: string): string | undefined {
      const token = orm
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, sha256(presented)))
        .get();
      const session = token && token.rotated_at === null ? getSession(token.session_id) : undefined;
      return session && usable(session) ? session.id : undefined;
    },

    /**
     * Exchanges a refresh token for a new one. A token that was already exchanged is re-use (a
     * sign of theft) and revokes the whole session, except the immediate parent of the newest
     * token within the grace window (two tabs refreshing at once): it gets the SAME successor
     * again, so the family never forks into several live tokens.
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
            .set({ last_used_at: iso(rotatedAt), ...clientColumns(client) })
            .where(eq(sessions.id, session.id))
            .run();
          const next = insertToken(session.id, token.id);
          recentSuccessors.set(token.id, { ...next, at: rotatedAt });
          return { kind: 'rotated', ...ids, refreshToken: next.token };
        })
        .immediate();
    },

    /**
     * The session row while it may be used by an access token of `userId` (checked on every
     * protected call): the session is live AND its user still exists and is not disabled, in one query.
     */
    activeSession(sessionId: string, userId: string): SessionRow | undefined {
      const row = orm
        .select({ session: sessions })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .where(and(eq(sessions.id, sessionId), isNull(users.disabled_at)))
        .get();
      const session = row?.session;
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

    /** Ends the account's live sessions begun with one of `methods` (SSO_REQUIRED). */
    revokeBegunWith(userId: string, methods: readonly SignInMethod[], reason: string): number {
      if (methods.length === 0) return 0;
      return orm
        .update(sessions)
        .set({ revoked_at: iso(now()), revoked_reason: reason })
        .where(
          and(
            eq(sessions.user_id, userId),
            isNull(sessions.revoked_at),
            inArray(sessions.sign_in_method, [...methods]),
          ),
        )
        .run().changes;
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
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
