import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { passkeys, recoveryCodes, totpFactors } from '../db/schema';
import { sha256 } from '../lib/tokens';

/** TOTP factors and recovery codes of an account. */
export function createMfaRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;
  const iso = () => new Date(now()).toISOString();

  const activeTotp = (userId: string) =>
    orm
      .select()
      .from(totpFactors)
      .where(and(eq(totpFactors.user_id, userId), isNotNull(totpFactors.verified_at)))
      .get();

  return {
    activeTotp,

    /** A new, not yet verified factor; earlier unverified ones of the account are dropped. */
    createPendingTotp(userId: string, secret: string): string {
      const id = randomUUID();
      sqlite.transaction(() => {
        orm
          .delete(totpFactors)
          .where(and(eq(totpFactors.user_id, userId), isNull(totpFactors.verified_at)))
          .run();
        orm.insert(totpFactors).values({ id, user_id: userId, secret, created_at: iso() }).run();
      })();
      return id;
    },

    findTotp: (userId: string, factorId: string) =>
      orm
        .select()
        .from(totpFactors)
        .where(and(eq(totpFactors.id, factorId), eq(totpFactors.user_id, userId)))
        .get(),

    /**
     * Activates a factor (it replaces any active one) and stores fresh recovery codes, in one
     * transaction. `step` is the accepted code's time step, so that code cannot be used again.
     */
    activateTotp(userId: string, factorId: string, step: number, codes: string[]): void {
      sqlite.transaction(() => {
        orm
          .delete(totpFactors)
          .where(and(eq(totpFactors.user_id, userId), isNotNull(totpFactors.verified_at)))
          .run();
        orm
          .update(totpFactors)
          .set({ verified_at: iso(), last_used_step: step })
          .where(eq(totpFactors.id, factorId))
          .run();
        replaceRecoveryCodes(userId, codes);
      })();
    },

    /**
     * Records an accepted code's step, only if it is newer than the last accepted one: of two
     * requests racing with the same code, one wins. False means the code was a replay.
     */
    useTotpStep(factorId: string, step: number): boolean {
      return (
        orm
          .update(totpFactors)
          .set({ last_used_step: step })
          .where(
            and(
              eq(totpFactors.id, factorId),
              or(isNull(totpFactors.last_used_step), lt(totpFactors.last_used_step, step)),
            ),
          )
          .run().changes === 1
      );
    },

    removeTotp(userId: string): boolean {
      return orm.delete(totpFactors).where(eq(totpFactors.user_id, userId)).run().changes > 0;
    },

    replaceRecoveryCodes: (userId: string, codes: string[]) =>
      sqlite.transaction(() => replaceRecoveryCodes(userId, codes))(),

    /** Uses a recovery code up; false when unknown or already used. */
    useRecoveryCode(userId: string, code: string): boolean {
      return (
        orm
          .update(recoveryCodes)
          .set({ used_at: iso() })
          .where(
            and(
              eq(recoveryCodes.user_id, userId),
              eq(recoveryCodes.code_hash, sha256(code)),
              isNull(recoveryCodes.used_at),
            ),
          )
          .run().changes === 1
      );
    },

    recoveryCodesLeft: (userId: string) =>
      orm
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)))
        .get()?.n ?? 0,

    /** True when the account has a second factor: an active TOTP or a passkey. */
    hasSecondFactor(userId: string): boolean {
      if (activeTotp(userId)) return true;
      return (
        (orm.select({ n: count() }).from(passkeys).where(eq(passkeys.user_id, userId)).get()?.n ??
          0) > 0
      );
    },
  };

  function replaceRecoveryCodes(userId: string, codes: string[]) {
    orm.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId)).run();
    const at = iso();
    for (const code of codes) {
      orm
        .insert(recoveryCodes)
        .values({ id: randomUUID(), user_id: userId, code_hash: sha256(code), created_at: at })
        .run();
    }
  }
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;
