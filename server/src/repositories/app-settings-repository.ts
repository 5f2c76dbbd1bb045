import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { appSettings } from '../db/schema';

export type AppSettingRow = typeof appSettings.$inferSelect;

/** Small settings changed in the admin area, one JSON value per key (db/schema/site.ts: appSettings). */
export function createAppSettingsRepository(db: DatabaseHandle, now: () => number) {
  const { orm } = db;
  return {
    /** The stored value (parsed JSON) and who changed it last; undefined when never set. */
    get(
      key: string,
    ): { value: unknown; updated_at: string; updated_by_email: string | null } | undefined {
      const row = orm.select().from(appSettings).where(eq(appSettings.key, key)).get();
      return (
        row && {
          value: JSON.parse(row.value) as unknown,
          updated_at: row.updated_at,
          updated_by_email: row.updated_by_email,
        }
      );
    },

    put(key: string, value: unknown, by: string | null): void {
      const row = {
        value: JSON.stringify(value),
        updated_at: new Date(now()).toISOString(),
        updated_by_email: by,
      };
      orm
        .insert(appSettings)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: appSettings.key, set: row })
        .run();
    },

    remove(key: string): void {
      orm.delete(appSettings).where(eq(appSettings.key, key)).run();
    },
  };
}

export type AppSettingsRepository = ReturnType<typeof createAppSettingsRepository>;
