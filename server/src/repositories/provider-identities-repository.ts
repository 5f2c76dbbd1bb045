import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { oidcLogoutTokensSpent, providerSessions, sessions, userIdentities } from '../db/schema';

export type IdentityRow = typeof userIdentities.$inferSelect;
export type ProviderSessionRow = typeof providerSessions.$inferSelect;

/**
 * Accounts at the identity provider linked to accounts here, the provider's side of the
 * sessions begun through it, and the back-channel logout tokens already used.
 */
export function createProviderIdentitiesRepository(db: DatabaseHandle, now: () => number) {
  const { orm } = db;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** Sessions not revoked and not past their absolute end (the idle end is the refresh's). */
  const live = () => and(isNull(sessions.revoked_at), gt(sessions.expires_at, iso(now())));

  return {
    find: (issuer: string, subject: string) =>
      orm
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
        .get(),

    forUser: (userId: string, issuer: string) =>
      orm
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.user_id, userId), eq(userIdentities.issuer, issuer)))
        .get(),

    /** Links an account to the provider's subject; throws a unique violation when either is linked. */
    link(
      userId: string,
      identity: { issuer: string; subject: string; email: string },
    ): IdentityRow {
      const row: IdentityRow = {
        id: randomUUID(),
        user_id: userId,
        ...identity,
        linked_at: iso(now()),
        last_sign_in_at: null,
      };
      orm.insert(userIdentities).values(row).run();
      return row;
    },

    /** The accounts that sign in through `issuer` (the Users page). */
    linkedUserIds(issuer: string): Set<string> {
      const rows = orm
        .select({ id: userIdentities.user_id })
        .from(userIdentities)
        .where(eq(userIdentities.issuer, issuer))
        .all();
      return new Set(rows.map((r) => r.id));
    },

    /** Records the provider's side of a new session; drops that of sessions that have ended. */
    startSession(row: ProviderSessionRow): void {
      const ended = orm
        .select({ id: sessions.id })
        .from(sessions)
        .where(or(isNotNull(sessions.revoked_at), lt(sessions.expires_at, iso(now()))));
      orm.delete(providerSessions).where(inArray(providerSessions.session_id, ended)).run();
      orm.insert(providerSessions).values(row).run();
      orm
        .update(userIdentities)
        .set({ last_sign_in_at: row.checked_at })
        .where(eq(userIdentities.id, row.identity_id))
        .run();
    },

    /** The provider's side of a session with its identity, or undefined for other sessions. */
    session(sessionId: string) {
      return orm
        .select({ session: providerSessions, identity: userIdentities })
        .from(providerSessions)
        .innerJoin(userIdentities, eq(userIdentities.id, providerSessions.identity_id))
        .where(eq(providerSessions.session_id, sessionId))
        .get();
    },

    /** The provider confirmed the person: the new tokens and the time of the check. */
    recordCheck(sessionId: string, tokens: string): void {
      orm
        .update(providerSessions)
        .set({ tokens, checked_at: iso(now()) })
        .where(eq(providerSessions.session_id, sessionId))
        .run();
    },

    /**
     * The live sessions a back-channel logout token names: those of the provider's session `sid`
     * when it has one, else every session of the subject.
     */
    liveSessionsOf(issuer: string, subject: string | undefined, sid: string | undefined) {
      const named = [eq(userIdentities.issuer, issuer)];
      if (subject !== undefined) named.push(eq(userIdentities.subject, subject));
      if (sid !== undefined) named.push(eq(providerSessions.provider_sid, sid));
      return orm
        .select({ sessionId: sessions.id, userId: sessions.user_id, email: userIdentities.email })
        .from(providerSessions)
        .innerJoin(userIdentities, eq(userIdentities.id, providerSessions.identity_id))
        .innerJoin(sessions, eq(sessions.id, providerSessions.session_id))
        .where(and(...named, live()))
        .all();
    },

    /** Marks a logout token used until it expires; false when it already was (a replay). */
    spendLogoutToken(jtiHash: string, expiresAtMs: number): boolean {
      orm
        .delete(oidcLogoutTokensSpent)
        .where(lt(oidcLogoutTokensSpent.expires_at, iso(now())))
        .run();
      return (
        orm
          .insert(oidcLogoutTokensSpent)
          .values({ jti_hash: jtiHash, expires_at: iso(expiresAtMs) })
          .onConflictDoNothing()
          .run().changes === 1
      );
    },
  };
}

export type ProviderIdentitiesRepository = ReturnType<typeof createProviderIdentitiesRepository>;
