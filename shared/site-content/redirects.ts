import { collectionDef, PAGE_COLLECTIONS } from './collections';
import { languageVersions } from './language-versions';
import { siteLanguages } from './languages';
import { collectionPages } from './pages';
import type { Redirect, SiteData } from './schema';
import { languagePrefix, prefixedPath } from './site-paths';
import { translatedContent } from './translated-content';

// Redirects keep old addresses working: a page whose slug was renamed answers 301 to its new
// address, a removed one to the home page's section that listed it (/#services). They are part
// of the content (versioned with it: a restore restores them), recorded automatically when a
// publish renames or removes a page, and editable in the admin (Redirects). Each language's
// pages are moved on their own (decision 054): a slug renamed in French redirects under /fr.

export interface ContentIssue {
  /** Path inside the content, e.g. ['redirects', 2, 'from']. */
  path: (string | number)[];
  message: string;
}

/** The page part of a redirect's target: /a?x=1#y -> /a. */
function pagePart(to: string): string {
  return to.replace(/[?#].*$/, '') || '/';
}

/** Every page's path in every language of the content, prefixes included. */
export function everyPagePath(content: SiteData): string[] {
  return languageVersions(content).flatMap(({ prefix, pages }) =>
    pages.map(({ path }) => prefixedPath(prefix, path)),
  );
}

/**
 * The content before and after as each language of `next` that `live` spoke too reads it, with
 * its prefix: the default language at today's paths.
 */
function languagePairs(live: SiteData, next: SiteData) {
  const spoken = new Set(siteLanguages(live.identity).map((l) => l.tag));
  return siteLanguages(next.identity).flatMap(({ tag }, i) => {
    if (i === 0) return [{ prefix: '', live, next }];
    if (!spoken.has(tag)) return []; // a language added now: none of its pages had an address
    const [before, after] = [live, next].map((c) => translatedContent(c, tag).content);
    return [{ prefix: languagePrefix(tag), live: before!, next: after! }];
  });
}

/** Old address -> new address (or section) for every page that this publish moves or removes. */
function moves(liveContent: SiteData, nextContent: SiteData): Map<string, string> {
  const out = new Map<string, string>();
  for (const { prefix, live, next } of languagePairs(liveContent, nextContent)) {
    for (const name of PAGE_COLLECTIONS) {
      const removedTo = collectionDef(name).page!.removedTo;
      if (removedTo === undefined) continue; // its pages keep no old address
      // A page (`/careers`) or a section of one (`/#services`) of the same language.
      const [page, section] = (removedTo.startsWith('/') ? removedTo : `/#${removedTo}`).split('#');
      const gone = `${prefixedPath(prefix, page!)}${section === undefined ? '' : `#${section}`}`;
      const after = new Map(collectionPages(next, name).map((page) => [page.item.id, page.path]));
      for (const { item, path } of collectionPages(live, name)) {
        const moved = after.get(item.id);
        if (moved === path) continue;
        out.set(prefixedPath(prefix, path), moved ? prefixedPath(prefix, moved) : gone);
      }
    }
  }
  return out;
}

function freshIds(taken: Iterable<number>, now: number) {
  const used = new Set(taken);
  let id = now;
  return () => {
    while (used.has(id)) id++;
    used.add(id);
    return id;
  };
}

/**
 * `next` with its redirects brought up to date for a publish over `live`:
 * - a page renamed or removed since `live` gets a redirect from its old address;
 * - a redirect that pointed at such an old address now points at the new one (no chains);
 * - a redirect `live` had whose address is a page again (a slug renamed back, a removed page
 *   added again) is dropped: the page wins. A redirect the admin added that hides a page is
 *   left for `redirectIssues` to refuse.
 */
export function withAutomaticRedirects(
  live: SiteData,
  next: SiteData,
  now: number = Date.now(),
): SiteData {
  const moved = moves(live, next);
  const pages = new Set(everyPagePath(next));
  const liveFrom = new Set(live.redirects.map((r) => r.from));
  const nextId = freshIds(
    next.redirects.map((r) => r.id),
    now,
  );

  const kept = next.redirects.filter(
    (r) => !moved.has(r.from) && !(pages.has(r.from) && liveFrom.has(r.from)),
  );
  const added: Redirect[] = [...moved]
    .filter(([from]) => !pages.has(from))
    .map(([from, to]) => ({ id: nextId(), from, to }));
  const redirects = [...kept, ...added].map((r) => {
    const target = moved.get(pagePart(r.to));
    return target && !pages.has(pagePart(r.to)) ? { ...r, to: target } : r;
  });
  return { ...next, redirects };
}

/**
 * What makes a set of redirects unusable: one that hides a page of the content (the page could
 * never be reached), or one that leads back to itself (browsers give up on the loop).
 */
export function redirectIssues(content: SiteData): ContentIssue[] {
  const pages = new Set(everyPagePath(content));
  const byFrom = new Map(content.redirects.map((r) => [r.from, r.to]));
  const issues: ContentIssue[] = [];
  content.redirects.forEach((r, i) => {
    if (pages.has(r.from)) {
      issues.push({
        path: ['redirects', i, 'from'],
        message: `${r.from} is a page of the site: a redirect there would hide it`,
      });
      return;
    }
    const trail = [r.from];
    let at = pagePart(r.to);
    while (byFrom.has(at) && !trail.includes(at)) {
      trail.push(at);
      at = pagePart(byFrom.get(at)!);
    }
    if (trail.includes(at)) {
      issues.push({
        path: ['redirects', i, 'to'],
        message: `This redirect leads back to itself: ${[...trail, at].join(' → ')}`,
      });
    }
  });
  return issues;
}

/**
 * Every redirect a version of the content answers, by the address it starts at: its own, and
 * each page's former addresses (an opening's by id) to the page. Its own win.
 */
export function redirectMap(content: SiteData): Map<string, string> {
  const map = new Map<string, string>();
  for (const { prefix, content: version } of languageVersions(content)) {
    const at = (path: string) => prefixedPath(prefix, path);
    for (const name of PAGE_COLLECTIONS) {
      const { formerPaths } = collectionDef(name).page!;
      if (!formerPaths) continue;
      for (const { item, path } of collectionPages(version, name))
        for (const former of formerPaths(item as never))
          if (former !== path) map.set(at(former), at(path));
    }
  }
  for (const r of content.redirects) map.set(r.from, r.to);
  return map;
}

/** Where a request for `path` ends up after following the redirects (at most `hops`), or null. */
export function resolveRedirect(
  redirects: ReadonlyMap<string, string>,
  path: string,
  hops = 10,
): string | null {
  let to = redirects.get(path);
  if (to === undefined) return null;
  for (let i = 1; i < hops; i++) {
    const next = redirects.get(pagePart(to));
    if (next === undefined) break;
    to = next;
  }
  return to;
}
