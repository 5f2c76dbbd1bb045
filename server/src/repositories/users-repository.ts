import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Held, Role } from '@shared/vocabularies/roles';
import type { DatabaseHandle } from '../db/connection';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Unique-constraint failure of better-sqlite3, e.g. an e-mail that already has an account. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Lower-cased in ASCII only: Unicode lower-casing folds other characters onto letters (the
 * Kelvin sign U+212A becomes k), which would make two addresses one account.
 */
export function normalizeEmail(email: string): string {
  return email.trim().replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

export function createUsersRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;

  function insert(email: string, passwordHash: string, role: Role): UserRow {
    const at = new Date(now()).toISOString();
    const row = {
      id: randomUUID(),
      email: normalizeEmail(email),
      password_hash: passwordHash,
      disabled_at: null,
      role,
      extra_roles: [] as Held[],
      created_at: at,
      updated_at: at,
    };
    orm.insert(users).values(row).run();
    return row;
  }

  function anyExists(): boolean {
    return (orm.select({ n: count() }).from(users).get()?.n ?? 0) > 0;
  }

  /** Active owners other than `id`: the accounts that could still manage people without it. */
  function otherActiveOwners(id: string): number {
    return (
      orm
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'owner'), isNull(users.disabled_at), ne(users.id, id)))
        .get()?.n ?? 0
    );
  }

  return {
    anyExists,
    /** The accounts not disabled, with what they hold (a handful: the firm's staff). */
    listActive: () =>
      orm
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          extra_roles: users.extra_roles,
        })
        .from(users)
        .where(isNull(users.disabled_at))
        .orderBy(asc(users.email))
        .all(),
    findByEmail: (email: string) =>
      orm
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
        .get(),
    findById: (id: string) => orm.select().from(users).where(eq(users.id, id)).get(),
    list: () => orm.select().from(users).orderBy(asc(users.created_at)).all(),
    setPasswordHash(id: string, passwordHash: string): void {
      orm
        .update(users)
        .set({ password_hash: passwordHash, updated_at: new Date(now()).toISOString() })
        .where(eq(users.id, id))
        .run();
    },
    /**
     * Disables an account unless it is the last active owner, check and update in ONE immediate
     * transaction (two owners disabling each other at once cannot leave nobody to manage people).
     * The operator at the server's shell may disable even the last one (`lastToo`): a stolen sole
     * account must be stoppable, and `--enable` there undoes it.
     */
    disable(
      id: string,
      { lastToo = false }: { lastToo?: boolean } = {},
    ): 'disabled' | 'last_active_owner' | 'not_found' | 'already' {
      return sqlite
        .transaction(() => {
          const user = orm.select().from(users).where(eq(users.id, id)).get();
          if (!user) return 'not_found' as const;
          if (user.disabled_at) return 'already' as const;
          if (user.role === 'owner' && otherActiveOwners(id) === 0 && !lastToo) {
            return 'last_active_owner' as const;
          }
          const at = new Date(now()).toISOString();
          orm.update(users).set({ disabled_at: at, updated_at: at }).where(eq(users.id, id)).run();
          return 'disabled' as const;
        })
        .immediate();
    },
    /**
     * Gives an account another role, other roles beside it, or both, unless that leaves no active
     * owner: the check and the write in ONE immediate transaction, so two owners demoting each
     * other at once (two requests, two processes) cannot both succeed. The roles beside it never
     * repeat its own, and an owner holds none (an owner may do everything). `from` is before.
     */
    setRoles(
      id: string,
      change: { role?: Role | undefined; extra_roles?: readonly Held[] | undefined },
    ):
      | { outcome: 'changed' | 'unchanged'; from: Pick<UserRow, 'role' | 'extra_roles'> }
      | { outcome: 'last_active_owner' | 'not_found' } {
      return sqlite
        .transaction(() => {
          const user = orm.select().from(users).where(eq(users.id, id)).get();
          if (!user) return { outcome: 'not_found' as const };
          const from = { role: user.role, extra_roles: user.extra_roles };
          const role = change.role ?? user.role;
          const extra = role === 'owner' ? [] : (change.extra_roles ?? user.extra_roles);
          const extraRoles = [...new Set(extra)].filter((r) => r !== role && r !== 'owner');
          if (role === user.role && extraRoles.join() === user.extra_roles.join()) {
            return { outcome: 'unchanged' as const, from };
          }
          const demotesActiveOwner = user.role === 'owner' && role !== 'owner' && !user.disabled_at;
          if (demotesActiveOwner && otherActiveOwners(id) === 0) {
            return { outcome: 'last_active_owner' as const };
          }
          const at = new Date(now()).toISOString();
          orm
            .update(users)
            .set({ role, extra_roles: extraRoles, updated_at: at })
            .where(eq(users.id, id))
            .run();
          return { outcome: 'changed' as const, from };
        })
        .immediate();
    },
    /** Enables a disabled account again (`npm run admin:disable -- --enable`); false when unknown. */
    enable(id: string): boolean {
      const at = new Date(now()).toISOString();
      return (
        orm.update(users).set({ disabled_at: null, updated_at: at }).where(eq(users.id, id)).run()
          .changes > 0
      );
    },
    /** Throws a unique violation when the e-mail is taken. */
    create: insert,
    /**
     * Creates the first account (an owner) only if there is none, check and insert in ONE
     * immediate transaction: of two racing setup requests (or the CLI beside the server) only one
     * wins.
     */
    createFirstAdmin(email: string, passwordHash: string): UserRow | null {
      return sqlite
        .transaction(() => (anyExists() ? null : insert(email, passwordHash, 'owner')))
        .immediate();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
