import { count, desc, eq } from 'drizzle-orm';
import type { SiteData } from '@shared/site-content/schema';
import type { SiteContentVersion } from '@shared/site-content/api-schemas';
import { upgradeSiteData } from '@shared/site-content/upgrade';
import type { DatabaseHandle } from '../db/connection';
import { siteContentVersions } from '../db/schema';

export interface NewVersion {
  content: SiteData;
  publishedBy: { id: string; email: string } | null;
  summary: string;
  restoredFrom: number | null;
  /** When it goes live (ISO): the time its pages were rendered with; now when not given. */
  publishedAt?: string;
}

type Row = typeof siteContentVersions.$inferSelect;

const summaryColumns = {
  version: siteContentVersions.version,
  published_at: siteContentVersions.published_at,
  published_by: siteContentVersions.published_by_email,
  summary: siteContentVersions.summary,
  restored_from: siteContentVersions.restored_from,
};

function toVersion(row: Row): SiteContentVersion {
  return {
    version: row.version,
    published_at: row.published_at,
    published_by: row.published_by_email,
    summary: row.summary,
    restored_from: row.restored_from,
    // Versions stored before the content had all its collections (or posts their slugs) are
    // read in today's shape (shared/site-content/upgrade.ts); the row itself is never rewritten.
    content: upgradeSiteData(JSON.parse(row.content)) as SiteData,
  };
}

/** The published versions of the site content; the highest one is live. Append-only. */
export function createSiteContentRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;

  const latest = (): SiteContentVersion | null => {
    const row = orm
      .select()
      .from(siteContentVersions)
      .orderBy(desc(siteContentVersions.version))
      .limit(1)
      .get();
    return row ? toVersion(row) : null;
  };

  return {
    latest,
    get(version: number): SiteContentVersion | null {
      const row = orm
        .select()
        .from(siteContentVersions)
        .where(eq(siteContentVersions.version, version))
        .get();
      return row ? toVersion(row) : null;
    },
    list(limit: number, offset: number) {
      const items = orm
        .select(summaryColumns)
        .from(siteContentVersions)
        .orderBy(desc(siteContentVersions.version))
        .limit(limit)
        .offset(offset)
        .all();
      const total = orm.select({ n: count() }).from(siteContentVersions).get()?.n ?? 0;
      return { items, total };
    },
    /**
     * Appends a version if `baseVersion` is still the live one (0 when none is), in ONE
     * immediate transaction so two racing publishes cannot both win. `build` makes the row from
     * the live version (e.g. its summary is a diff against it). Returns the live version number
     * instead when it has moved on. Committed (and fsynced, synchronous=FULL) on return.
     */
    append(
      baseVersion: number,
      build: (live: SiteContentVersion | null) => NewVersion,
    ): { ok: true; version: SiteContentVersion } | { ok: false; liveVersion: number } {
      return sqlite
        .transaction(() => {
          const live = latest();
          const liveVersion = live?.version ?? 0;
          if (liveVersion !== baseVersion) return { ok: false as const, liveVersion };
          const next = build(live);
          const row: Row = {
            version: liveVersion + 1,
            content: JSON.stringify(next.content),
            published_at: next.publishedAt ?? new Date(now()).toISOString(),
            published_by: next.publishedBy?.id ?? null,
            published_by_email: next.publishedBy?.email ?? null,
            summary: next.summary,
            restored_from: next.restoredFrom,
          };
          orm.insert(siteContentVersions).values(row).run();
          return { ok: true as const, version: toVersion(row) };
        })
        .immediate();
    },
  };
}

export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
