import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Unique-constraint failure of better-sqlite3, e.g. an e-mail that already has an account. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;

  function insert(email: string, passwordHash: string): UserRow {
    const at = new Date(now()).toISOString();
    const row = {
      id: randomUUID(),
      email: normalizeEmail(email),
      password_hash: passwordHash,
      disabled_at: null,
      created_at: at,
      updated_at: at,
    };
    orm.insert(users).values(row).run();
    return row;
  }

  function anyExists(): boolean {
    return (orm.select({ n: count() }).from(users).get()?.n ?? 0) > 0;
  }

  return {
    anyExists,
    findByEmail: (email: string) =>
      orm
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
        .get(),
    findById: (id: string) => orm.select().from(users).where(eq(users.id, id)).get(),
    /** Disables (or with `false` enables again) an account; false when there is no such account. */
    setDisabled(id: string, disabled: boolean): boolean {
      const at = new Date(now()).toISOString();
      return (
        orm
          .update(users)
          .set({ disabled_at: disabled ? at : null, updated_at: at })
          .where(eq(users.id, id))
          .run().changes > 0
      );
    },
    /** Throws a unique violation when the e-mail is taken. */
    create: insert,
    /**
     * Creates the first account only if there is none, check and insert in ONE immediate
     * transaction: of two racing setup requests (or the CLI beside the server) only one wins.
     */
    createFirstAdmin(email: string, passwordHash: string): UserRow | null {
      return sqlite
        .transaction(() => (anyExists() ? null : insert(email, passwordHash)))
        .immediate();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
