import { ApiError } from '../../lib/api-error';
import type { MergeConflict } from '@shared/site-content/merge';
import type { ContentIssue } from '@shared/site-content/redirects';

// The refusals of a publish (services/publishing/publisher.ts): each names what to do about it.

/** A page that did not render (the SSR module's PageRenderError): where, and the field to blame. */
export interface PageRenderFailure {
  page: string;
  field: string | null;
  message: string;
}

export const isPageFailure = (error: unknown): error is PageRenderFailure =>
  typeof (error as { page?: unknown } | null)?.page === 'string';

/** 422 naming the page and, when one is to blame, the field: nothing was published. */
export function renderFailed({ page, field, message }: PageRenderFailure) {
  const text =
    `The page ${page} could not be rendered${field ? `; check ${field}` : ''} (${message}). ` +
    'Nothing was published.';
  return new ApiError(422, 'page_render_failed', text, {
    page,
    field,
    issues: field
      ? [{ path: field, message: `The page ${page} could not be rendered with it` }]
      : [],
  });
}

export const versionConflict = (liveVersion: number) =>
  new ApiError(
    409,
    'version_conflict',
    `The live content is now version ${liveVersion}: someone published since this copy was ` +
      'edited. Review the live content, then publish again on top of it.',
    { live_version: liveVersion, conflicts: [] },
  );

export const editConflict = (liveVersion: number, conflicts: MergeConflict[]) =>
  new ApiError(
    409,
    'edit_conflict',
    `Version ${liveVersion} went live since this copy was edited, and changed ` +
      `${conflicts.length === 1 ? 'a field' : `${conflicts.length} fields`} this copy changed ` +
      'too. Choose which value to keep for each, then publish again.',
    { live_version: liveVersion, conflicts },
  );

/** 409 page_linked: pages removed while the menu or the footer still links to them. */
export function pageLinked(pages: { title: string; links: string[] }[]) {
  const what = pages.map(({ title, links }) => `"${title}" is linked from ${links.join(' and ')}`);
  return new ApiError(
    409,
    'page_linked',
    `${what.join('; ')}: remove the link first (Pages, menu and footer). Nothing was published.`,
    { pages: pages.map(({ title, links }) => ({ title, links })) },
  );
}

export const versionChanged = (version: number) =>
  new ApiError(
    409,
    'version_changed',
    `Saved version ${version} is not the content it was saved with; nothing was published.`,
  );

/** 400 validation_failed naming each field, as the request's own validation would. */
export function invalidContent(issues: ContentIssue[], what: string) {
  return new ApiError(
    400,
    'validation_failed',
    `${what}: ${issues.map((i) => ['content', ...i.path].join('.')).join(', ')}`,
    {
      issues: issues.map((i) => ({ path: ['content', ...i.path].join('.'), message: i.message })),
    },
  );
}

export const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message }));
