import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { authChallenges } from '../db/schema';
import { newRefreshToken, sha256 } from '../lib/tokens';

export type ChallengePurpose = (typeof authChallenges.$inferSelect)['purpose'];

/**
 * Short-lived single-use handles of the sign-in flow (the mfa_token, WebAuthn challenges, the
 * authorization request of a sign-in through the identity provider). The client holds the random
 * handle; the database only its SHA-256.
 */
export function createAuthChallengesRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    create(
      purpose: ChallengePurpose,
      ttlSeconds: number,
      fields: {
        userId?: string | null;
        challenge?: string | null;
        /** A provider sign-in waiting for the second factor here (sealed). */
        providerSession?: string | null;
      } = {},
    ): string {
      const handle = newRefreshToken();
      // Expired handles are dropped as new ones are made: the table stays small.
      orm
        .delete(authChallenges)
        .where(lt(authChallenges.expires_at, iso(now())))
        .run();
      orm
        .insert(authChallenges)
        .values({
          id: randomUUID(),
          purpose,
          handle_hash: sha256(handle),
          user_id: fields.userId ?? null,
          challenge: fields.challenge ?? null,
          provider_session: fields.providerSession ?? null,
          expires_at: iso(now() + ttlSeconds * 1000),
        })
        .run();
      return handle;
    },

    /** Reads a live handle without using it up (a wrong code may be retried). */
    peek(purpose: ChallengePurpose, handle: string) {
      const row = orm
        .select()
        .from(authChallenges)
        .where(
          and(
            eq(authChallenges.handle_hash, sha256(handle)),
            eq(authChallenges.purpose, purpose),
            isNull(authChallenges.used_at),
          ),
        )
        .get();
      return row && Date.parse(row.expires_at) > now() ? row : undefined;
    },

    /** Uses a handle up; false when it was already used (or never existed): single use. */
    consume(id: string): boolean {
      return sqlite
        .transaction(
          () =>
            orm
              .update(authChallenges)
              .set({ used_at: iso(now()) })
              .where(and(eq(authChallenges.id, id), isNull(authChallenges.used_at)))
              .run().changes === 1,
        )
        .immediate();
    },
  };
}

export type AuthChallengesRepository = ReturnType<typeof createAuthChallengesRepository>;
