import { siteDataSchema, type SiteData } from '@shared/site-content/schema';
import {
  type LiveSiteContent,
  type Published,
  type SiteContentVersion,
} from '@shared/site-content/api-schemas';
import { defaultSiteData } from '@shared/site-content/defaults';
import { diffSiteContent, summarizeDiff } from '@shared/site-content/diff';
import {
  redirectIssues,
  withAutomaticRedirects,
  type ContentIssue,
} from '@shared/site-content/redirects';
import type { SiteContentRepository } from '../../repositories/site-content-repository';
import { ApiError, notFound } from '../../lib/api-error';

/** Whatever shows the live content to visitors (the server-rendered pages); may be a no-op. */
export interface LiveContentSink {
  show(live: LiveSiteContent): Promise<void>;
}

export interface Publisher {
  /** The live content: version 0 and the built-in defaults before the first publish. */
  live(): LiveSiteContent;
  publish(content: SiteData, baseVersion: number, by: PublishedBy): Promise<Published>;
  /** Publishes an old version's content again, as a new version. */
  restore(version: number, by: PublishedBy): Promise<Published>;
}

export interface PublishedBy {
  id: string;
  email: string;
}

const versionConflict = (liveVersion: number) =>
  new ApiError(
    409,
    'version_conflict',
    `The live content is now version ${liveVersion}: someone published since this copy was ` +
      'edited. Review the live content, then publish again on top of it.',
    { live_version: liveVersion },
  );

/** 400 validation_failed naming each field, as the request's own validation would. */
function invalidContent(issues: ContentIssue[], what: string) {
  return new ApiError(
    400,
    'validation_failed',
    `${what}: ${issues.map((i) => ['content', ...i.path].join('.')).join(', ')}`,
    {
      issues: issues.map((i) => ({ path: ['content', ...i.path].join('.'), message: i.message })),
    },
  );
}

function toLive(version: SiteContentVersion | null): LiveSiteContent {
  if (!version) return { version: 0, published_at: null, content: defaultSiteData };
  return { version: version.version, published_at: version.published_at, content: version.content };
}

/**
 * Publishing: the one place where content goes live. A new version is committed to SQLite
 * (durable before the caller is answered), then shown to visitors (the pages are rendered again
 * and swapped in) before publish() resolves, so the next page request already has it.
 */
export function createPublisher(
  repo: SiteContentRepository,
  sink: LiveContentSink,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): Publisher {
  let current = toLive(repo.latest());

  async function commit(
    baseVersion: number,
    content: SiteData,
    by: PublishedBy,
    restoredFrom: number | null,
  ): Promise<Published> {
    const result = repo.append(baseVersion, (live) => {
      const before = toLive(live).content;
      // Pages renamed or removed since the live version keep their old address (a redirect);
      // redirects that would hide a page or go round in a loop are refused.
      const next = withAutomaticRedirects(before, content, now());
      const issues = redirectIssues(next);
      if (issues.length) throw invalidContent(issues, 'Invalid redirects');
      const summary = summarizeDiff(diffSiteContent(before, next));
      return {
        content: next,
        publishedBy: by,
        summary: restoredFrom === null ? summary : `restored version ${restoredFrom}: ${summary}`,
        restoredFrom,
      };
    });
    if (!result.ok) throw versionConflict(result.liveVersion);
    const { version } = result;
    current = toLive(version);
    try {
      await sink.show(current);
    } catch (error) {
      // The version is committed and GET /api/site-content serves it; the pages are rendered
      // again at the next start. A failed render must not report the publish as failed.
      onError(error);
    }
    return {
      version: version.version,
      published_at: version.published_at,
      summary: version.summary,
    };
  }

  return {
    live: () => current,
    publish: (content, baseVersion, by) => commit(baseVersion, content, by, null),
    async restore(version, by) {
      const old = repo.get(version);
      if (!old) throw notFound(`No published version ${version}`);
      // What goes live passes today's rules, however old the version (e.g. its e-mail address
      // was never checked): the admin fixes the named field in the editor and publishes instead.
      const parsed = siteDataSchema.safeParse(old.content);
      if (!parsed.success) {
        throw invalidContent(
          parsed.error.issues.map((i) => ({
            path: i.path as (string | number)[],
            message: i.message,
          })),
          `Version ${version} does not pass today's checks; publish it from the editors instead`,
        );
      }
      return commit(current.version, parsed.data, by, version);
    },
  };
}
