import { lt } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { altchaSpent } from '../db/schema';

/**
 * Proof-of-work challenges already used once. In SQLite rather than in memory, so a solution
 * cannot be replayed after a restart, and the insert is atomic: of two requests racing with the
 * same solution, one wins.
 */
export function createAltchaSpentRepository(db: DatabaseHandle, now: () => number) {
  const { orm } = db;
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    /** Marks a challenge used until it expires; false when it already was. */
    spend(signature: string, expiresAtMs: number): boolean {
      // Expired rows go as new ones come: an expired challenge is refused before it gets here.
      orm
        .delete(altchaSpent)
        .where(lt(altchaSpent.expires_at, iso(now())))
        .run();
      return (
        orm
          .insert(altchaSpent)
          .values({ signature, expires_at: iso(expiresAtMs) })
          .onConflictDoNothing()
          .run().changes === 1
      );
    },
  };
}

export type AltchaSpentRepository = ReturnType<typeof createAltchaSpentRepository>;
