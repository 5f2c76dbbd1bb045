import { count, desc, eq, getTableColumns, max } from 'drizzle-orm';
import type { SiteData } from '@shared/site-content/schema';
import type { SiteContentVersion } from '@shared/site-content/api-schemas';
import { upgradeSiteData } from '@shared/site-content/upgrade';
import type { DatabaseHandle } from '../db/connection';
import { siteContentVersions } from '../db/schema';
import { contentHash } from '../lib/content-hash';

export interface NewVersion {
  content: SiteData;
  publishedBy: { id: string; email: string } | null;
  summary: string;
  restoredFrom: number | null;
  /** When it goes live (ISO): the time its pages were rendered with; now when not given. */
  publishedAt?: string;
}

/** A version saved without going live (for a review or a time). */
export interface NewSavedVersion {
  content: SiteData;
  baseVersion: number;
  savedBy: { id: string; email: string };
  summary: string;
  message: string | null;
}

type Row = typeof siteContentVersions.$inferSelect;

/** A version as the API shows it (a saved row keeps its save time in published_at). */
function toSummary(row: Omit<Row, 'content'>) {
  const saved = row.status === 'saved';
  return {
    version: row.version,
    status: row.status,
    published_at: saved ? null : row.published_at,
    published_by: saved ? null : row.published_by_email,
    saved_at: saved ? row.published_at : null,
    saved_by: saved ? row.saved_by_email : null,
    base_version: row.base_version,
    message: row.message,
    summary: row.summary,
    restored_from: row.restored_from,
  };
}

/** A version with what only the server reads: its hash. */
export type StoredVersion = SiteContentVersion & { content_hash: string | null };

function toVersion(row: Row): StoredVersion {
  return {
    ...toSummary(row),
    content_hash: row.content_hash,
    // Versions stored before the content had all its collections (or posts their slugs) are
    // read in today's shape (shared/site-content/upgrade.ts); the row itself is never rewritten.
    content: upgradeSiteData(JSON.parse(row.content)) as SiteData,
  };
}

/**
 * The versions of the site content, published and saved, in one number space; the highest
 * published one is live. Append-only.
 */
export function createSiteContentRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;

  const latest = (): StoredVersion | null => {
    const row = orm
      .select()
      .from(siteContentVersions)
      .where(eq(siteContentVersions.status, 'published'))
      .orderBy(desc(siteContentVersions.version))
      .limit(1)
      .get();
    return row ? toVersion(row) : null;
  };
  const nextVersion = () =>
    (orm
      .select({ n: max(siteContentVersions.version) })
      .from(siteContentVersions)
      .get()?.n ?? 0) + 1;

  return {
    latest,
    get(version: number): StoredVersion | null {
      const row = orm
        .select()
        .from(siteContentVersions)
        .where(eq(siteContentVersions.version, version))
        .get();
      return row ? toVersion(row) : null;
    },
    /**
     * Whether a version's stored content still has the hash it was stored with (read as
     * stored, before any upgrade of its shape). True for rows from before hashes were kept.
     */
    intact(version: number): boolean {
      const row = orm
        .select({ content: siteContentVersions.content, hash: siteContentVersions.content_hash })
        .from(siteContentVersions)
        .where(eq(siteContentVersions.version, version))
        .get();
      return !!row && (row.hash === null || contentHash(JSON.parse(row.content)) === row.hash);
    },
    list(limit: number, offset: number) {
      // Every column but the content: a page of the history never reads whole sites.
      const { content: _content, ...columns } = getTableColumns(siteContentVersions);
      const items = orm
        .select(columns)
        .from(siteContentVersions)
        .orderBy(desc(siteContentVersions.version))
        .limit(limit)
        .offset(offset)
        .all()
        .map(toSummary);
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
    ): { ok: true; version: StoredVersion } | { ok: false; liveVersion: number } {
      return sqlite
        .transaction(() => {
          const live = latest();
          const liveVersion = live?.version ?? 0;
          if (liveVersion !== baseVersion) return { ok: false as const, liveVersion };
          const next = build(live);
          const row: Row = {
            version: nextVersion(),
            content: JSON.stringify(next.content),
            published_at: next.publishedAt ?? new Date(now()).toISOString(),
            published_by: next.publishedBy?.id ?? null,
            published_by_email: next.publishedBy?.email ?? null,
            summary: next.summary,
            restored_from: next.restoredFrom,
            status: 'published',
            base_version: liveVersion,
            content_hash: contentHash(next.content),
            saved_by_email: null,
            message: null,
          };
          orm.insert(siteContentVersions).values(row).run();
          return { ok: true as const, version: toVersion(row) };
        })
        .immediate();
    },
    /**
     * Keeps a version without publishing it (the next number, never live by itself); within
     * the caller's transaction when there is one (a review opened with it).
     */
    save(next: NewSavedVersion): StoredVersion {
      return sqlite
        .transaction(() => {
          const row: Row = {
            version: nextVersion(),
            content: JSON.stringify(next.content),
            published_at: new Date(now()).toISOString(),
            published_by: null,
            published_by_email: null,
            summary: next.summary,
            restored_from: null,
            status: 'saved',
            base_version: next.baseVersion,
            content_hash: contentHash(next.content),
            saved_by_email: next.savedBy.email,
            message: next.message,
          };
          orm.insert(siteContentVersions).values(row).run();
          return toVersion(row);
        })
        .immediate();
    },
  };
}

export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
