import { siteDataSchema, type SiteData } from '@shared/site-content/schema';
import {
  type LiveSiteContent,
  type Published,
  type SiteContentVersion,
} from '@shared/site-content/api-schemas';
import { defaultSiteData } from '@shared/site-content/defaults';
import { summarizeDiff } from '@shared/site-content/diff';
import { withoutUnusedTranslations } from '@shared/site-content/apply-translations';
import { withTranslationParts } from '@shared/site-content/translation-summary';
import { mergeSiteContent, unsettled, type MergeResolutions } from '@shared/site-content/merge';
import { redirectIssues, withAutomaticRedirects } from '@shared/site-content/redirects';
import { editorsDiff, withPublishStamps } from '@shared/site-content/publish-stamps';
import type { SiteContentRepository } from '../../repositories/site-content-repository';
import { pageLinkIssues, removedLinkedPages } from '@shared/site-content/globals/page-links';
import { blockContentIssues } from '@shared/site-content/block-references';
import { notFound } from '../../lib/api-error';
import {
  editConflict,
  invalidContent,
  isPageFailure,
  issuesOf,
  pageLinked,
  renderFailed,
  versionChanged,
  versionConflict,
} from './publish-errors';

/**
 * Whatever shows the live content to visitors (the server-rendered pages); may be a no-op.
 * `prepare` renders every page of a content before it is committed, and throws (a
 * PageRenderFailure for a page) when one does not render; `show` swaps the prepared pages in.
 */
export interface LiveContentSink<Prepared = unknown> {
  prepare(content: SiteData, publishedAt: string): Promise<Prepared>;
  show(live: LiveSiteContent, prepared: Prepared): Promise<void>;
}

export type { PageRenderFailure } from './publish-errors';

export interface Publisher {
  /** The live content: version 0 and the built-in defaults before the first publish. */
  live(): LiveSiteContent;
  /**
   * Publishes `content`, edited from `baseVersion`; on an older base, merged into the live
   * content (shared/site-content/merge.ts), its conflicts settled by `resolutions`.
   */
  publish(
    content: SiteData,
    baseVersion: number,
    by: PublishedBy,
    resolutions?: MergeResolutions,
  ): Promise<Published>;
  /**
   * `content` edited from `baseVersion`, merged onto the live content as publish() would (409
   * on a conflict `resolutions` leaves open), without publishing: what a review is asked of.
   */
  onLive(
    content: SiteData,
    baseVersion: number,
    resolutions?: MergeResolutions,
  ): { content: SiteData; liveVersion: number };
  /** Publishes an old version's content again, as a new version. */
  restore(version: number, by: PublishedBy): Promise<Published>;
  /**
   * Publishes saved version `version` (its change merged onto the live content from the
   * version it was edited from), or, for a published one, does what restore does. 409
   * version_changed when its content is no longer the one it was saved with.
   */
  publishVersion(version: number, by: PublishedBy): Promise<Published>;
}

export interface PublishedBy {
  id: string;
  email: string;
}

/** Publishes that went live while one rendered: it is merged again on top, this many times. */
const MAX_ATTEMPTS = 3;

function toLive(version: SiteContentVersion | null): LiveSiteContent {
  if (!version) return { version: 0, published_at: null, content: defaultSiteData };
  return { version: version.version, published_at: version.published_at, content: version.content };
}

/** What goes live passes today's rules, however old the version (400 naming the fields). */
function checkedToday(version: SiteContentVersion, what: string): SiteData {
  const parsed = siteDataSchema.safeParse(version.content);
  if (parsed.success) return parsed.data;
  throw invalidContent(
    issuesOf(parsed.error),
    `${what} ${version.version} does not pass today's checks; publish it from the editors instead`,
  );
}

/**
 * Publishing: the one place where content goes live. Every page of the new content is rendered
 * first: a page that fails refuses the publish (422 naming it) with nothing changed, so the
 * live version always renders and a restart serves what was served before. Then the version is
 * committed to SQLite (durable before the caller is answered) and its pages swapped in before
 * publish() resolves, so the next page request already has it.
 */
export function createPublisher<Prepared>(
  repo: SiteContentRepository,
  sink: LiveContentSink<Prepared>,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): Publisher {
  let current = toLive(repo.latest());

  /**
   * The content to publish on top of the live version: `content` itself when it was edited from
   * it; else merged three ways with the version it was edited from (every conflict settled).
   */
  function onLive(
    live: LiveSiteContent,
    baseVersion: number,
    content: SiteData,
    resolutions: MergeResolutions,
  ): SiteData {
    if (live.version === baseVersion) return content;
    // A merge's base is a version that went live, never a saved one.
    const baseRow = baseVersion === 0 ? null : repo.get(baseVersion);
    const base =
      baseVersion === 0 ? defaultSiteData : baseRow?.status === 'published' && baseRow.content;
    if (!base || baseVersion > live.version) throw versionConflict(live.version);
    const merged = mergeSiteContent(base, live.content, content, resolutions);
    const open = unsettled(merged, resolutions);
    if (open.length) throw editConflict(live.version, open);
    // Both sides valid does not make the merge valid (two new pages with one slug).
    const parsed = siteDataSchema.safeParse(merged.content);
    if (!parsed.success) throw invalidContent(issuesOf(parsed.error), 'The merged content');
    return parsed.data;
  }

  interface Edit {
    baseVersion: number;
    edited: SiteData;
    by: PublishedBy;
    restoredFrom: number | null;
    /** The saved version this publish makes live. */
    savedFrom?: number;
    resolutions: MergeResolutions;
  }

  const summaryOf = (edit: Edit, summary: string) => {
    if (edit.restoredFrom !== null) return `restored version ${edit.restoredFrom}: ${summary}`;
    return edit.savedFrom ? `from saved version ${edit.savedFrom}: ${summary}` : summary;
  };

  async function commit(edit: Edit, attempt = 1): Promise<Published> {
    const { baseVersion, edited, by, restoredFrom, resolutions } = edit;
    const live = toLive(repo.latest());
    // A translation of what this content removed is not kept (decision 054).
    const content = withoutUnusedTranslations(onLive(live, baseVersion, edited, resolutions));
    const before = live.content;
    // Pages renamed or removed since the live version keep their old address (a redirect);
    // redirects that would hide a page or go round in a loop are refused.
    const publishedAt = new Date(now()).toISOString();
    const redirected = withAutomaticRedirects(before, content, now());
    const issues = redirectIssues(redirected);
    if (issues.length) throw invalidContent(issues, 'Invalid redirects');
    // Posts changed since, openings' closing dates (publish-stamps.ts); the summary says what the
    // editors changed, so it compares both sides stamped alike.
    // A page the menu or footer links to is unlinked first (409), and a link names a page.
    const linked = removedLinkedPages(before, redirected);
    if (linked.length) throw pageLinked(linked);
    const links = pageLinkIssues(redirected);
    if (links.length) throw invalidContent(links, 'Links to pages that do not exist');
    // A block naming a document the content no longer has would show less than was picked.
    const named = blockContentIssues(redirected);
    if (named.length) throw invalidContent(named, 'Blocks naming what the content does not have');
    const next = withPublishStamps(before, redirected, publishedAt);
    const summary = withTranslationParts(
      summarizeDiff(editorsDiff(before, redirected, publishedAt)),
      before,
      redirected,
    );
    let prepared: Prepared;
    try {
      prepared = await sink.prepare(next, publishedAt);
    } catch (error) {
      throw isPageFailure(error) ? renderFailed(error) : error;
    }
    // The same live version again, inside the transaction: a publish that came in while this
    // one rendered went first, and this one is merged again on top of it.
    const result = repo.append(live.version, () => ({
      content: next,
      publishedBy: by,
      summary: summaryOf(edit, summary),
      restoredFrom,
      publishedAt,
    }));
    if (!result.ok) {
      if (attempt < MAX_ATTEMPTS) return commit(edit, attempt + 1);
      throw versionConflict(result.liveVersion);
    }
    const { version } = result;
    current = toLive(version);
    try {
      await sink.show(current, prepared);
    } catch (error) {
      // Swapping rendered pages in does not fail; should it, the version is committed, and the
      // pages are rendered again at the next start.
      onError(error);
    }
    return {
      version: version.version,
      published_at: publishedAt,
      summary: version.summary,
    };
  }

  async function restore(version: number, by: PublishedBy): Promise<Published> {
    const old = repo.get(version);
    // Restore takes what once went live; a saved version is published, not restored.
    if (old?.status !== 'published') throw notFound(`No published version ${version}`);
    // The admin fixes a field that fails today's checks in the editor and publishes instead.
    return commit({
      baseVersion: current.version,
      edited: checkedToday(old, 'Version'),
      by,
      restoredFrom: version,
      resolutions: {},
    });
  }

  return {
    live: () => current,
    onLive(content, baseVersion, resolutions = {}) {
      const live = toLive(repo.latest());
      return {
        content: onLive(live, baseVersion, content, resolutions),
        liveVersion: live.version,
      };
    },
    restore,
    publish: (edited, baseVersion, by, resolutions = {}) =>
      commit({ baseVersion, edited, by, restoredFrom: null, resolutions }),
    async publishVersion(version, by) {
      const saved = repo.get(version);
      if (!saved) throw notFound(`No version ${version} of the site content`);
      if (saved.status === 'published') return restore(version, by);
      if (!repo.intact(version)) throw versionChanged(version);
      return commit({
        baseVersion: saved.base_version ?? 0,
        edited: checkedToday(saved, 'Saved version'),
        by,
        restoredFrom: null,
        savedFrom: version,
        resolutions: {},
      });
    },
  };
}
