import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { passkeys } from '../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** WebAuthn credentials of the accounts. */
export function createPasskeysRepository(db: DatabaseHandle, now: () => number) {
  const { orm } = db;
  const iso = () => new Date(now()).toISOString();
  return {
    listForUser: (userId: string) =>
      orm
        .select()
        .from(passkeys)
        .where(eq(passkeys.user_id, userId))
        .orderBy(asc(passkeys.created_at))
        .all(),
    find: (id: string) => orm.select().from(passkeys).where(eq(passkeys.id, id)).get(),
    insert(row: Omit<PasskeyRow, 'created_at' | 'last_used_at'>): PasskeyRow {
      const full = { ...row, created_at: iso(), last_used_at: null };
      orm.insert(passkeys).values(full).run();
      return full;
    },
    recordUse(id: string, counter: number): void {
      orm.update(passkeys).set({ counter, last_used_at: iso() }).where(eq(passkeys.id, id)).run();
    },
    remove: (userId: string, id: string) =>
      orm
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId)))
        .run().changes === 1,
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
