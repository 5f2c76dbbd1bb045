import { describe, expect, it } from 'vitest';
import { collectionDef, PAGE_COLLECTIONS } from './collections';
import { collectionPages } from './pages';
import type { SiteData } from './schema';
import { defaultSiteData } from './defaults';
import { redirectIssues, redirectMap, resolveRedirect, withAutomaticRedirects } from './redirects';

const live: SiteData = defaultSiteData;
const [post, second] = live.blogPosts;
const NOW = 1_900_000_000_000;

const froms = (c: SiteData) => c.redirects.map((r) => [r.from, r.to]);

describe('automatic redirects', () => {
  it('a renamed slug redirects its old address to the new one', () => {
    const next = {
      ...live,
      blogPosts: [{ ...post!, slug: 'private-5g' }, ...live.blogPosts.slice(1)],
    };
    const out = withAutomaticRedirects(live, next, NOW);
    expect(froms(out)).toEqual([[`/blog/${post!.slug}`, '/blog/private-5g']]);
    expect(out.redirects[0]!.id).toBe(NOW);
  });

  it('a removed page redirects to the home section (or the page) that listed it', () => {
    // The first item of every collection with pages removed at once.
    const next = {
      ...live,
      ...Object.fromEntries(PAGE_COLLECTIONS.map((name) => [name, live[name].slice(1)])),
    } as SiteData;
    // Each to where its collection says (a section id, or a page: an opening to /careers).
    const expected = PAGE_COLLECTIONS.flatMap((name) => {
      const { removedTo } = collectionDef(name).page!;
      const [removed] = collectionPages(live, name);
      return removedTo && removed
        ? [[removed.path, removedTo.startsWith('/') ? removedTo : `/#${removedTo}`]]
        : [];
    });
    const redirects = froms(withAutomaticRedirects(live, next, NOW));
    expect(redirects).toEqual(expected);
    expect(redirects).toContainEqual(['/services/wireless-systems', '/#services']);
    expect(redirects).toContainEqual(['/careers/senior-network-engineer/apply', '/careers']);
  });

  it('a redirect to an address that moves follows it (no chains)', () => {
    const before = {
      ...live,
      redirects: [{ id: 1, from: '/old-news', to: `/blog/${post!.slug}#top` }],
    };
    const next = {
      ...before,
      blogPosts: [{ ...post!, slug: 'renamed' }, ...live.blogPosts.slice(1)],
    };
    expect(froms(withAutomaticRedirects(before, next, NOW))).toEqual([
      ['/old-news', '/blog/renamed'],
      [`/blog/${post!.slug}`, '/blog/renamed'],
    ]);
  });

  it('renaming back drops the redirect the first rename made: the page wins', () => {
    const renamed = withAutomaticRedirects(
      live,
      { ...live, blogPosts: [{ ...post!, slug: 'short' }, ...live.blogPosts.slice(1)] },
      NOW,
    );
    const back = withAutomaticRedirects(
      renamed,
      { ...renamed, blogPosts: live.blogPosts },
      NOW + 1,
    );
    expect(froms(back)).toEqual([['/blog/short', `/blog/${post!.slug}`]]);
    expect(redirectIssues(back)).toEqual([]);
  });

  it('an address freed by one post and taken by another is the new post, not a redirect', () => {
    const next = {
      ...live,
      blogPosts: [
        { ...post!, slug: 'moved' },
        { ...second!, id: 99, slug: post!.slug },
        ...live.blogPosts.slice(1),
      ],
    };
    expect(withAutomaticRedirects(live, next, NOW).redirects).toEqual([]);
  });

  it('leaves the redirects alone when no page moved', () => {
    const withOne = { ...live, redirects: [{ id: 5, from: '/x', to: '/' }] };
    expect(withAutomaticRedirects(live, withOne, NOW).redirects).toEqual(withOne.redirects);
  });
});

describe('redirect issues', () => {
  it('a redirect hiding a page, and loops, are named by their field', () => {
    const content = {
      ...live,
      redirects: [
        { id: 1, from: '/careers', to: '/' },
        { id: 2, from: '/a', to: '/b' },
        { id: 3, from: '/b', to: '/a?x=1' },
        { id: 4, from: '/c', to: '/c#top' },
        { id: 5, from: '/d', to: '/a' },
        { id: 6, from: '/fine', to: '/quote' },
      ],
    };
    expect(redirectIssues(content)).toEqual([
      { path: ['redirects', 0, 'from'], message: expect.stringContaining('/careers is a page') },
      { path: ['redirects', 1, 'to'], message: expect.stringContaining('/a → /b → /a') },
      { path: ['redirects', 2, 'to'], message: expect.stringContaining('/b → /a → /b') },
      { path: ['redirects', 3, 'to'], message: expect.stringContaining('/c → /c') },
      { path: ['redirects', 4, 'to'], message: expect.stringContaining('leads back') },
    ]);
  });

  it('follows a chain to its end when serving', () => {
    const map = new Map([
      ['/a', '/b'],
      ['/b', '/c#x'],
    ]);
    expect(resolveRedirect(map, '/a')).toBe('/c#x');
    expect(resolveRedirect(map, '/c')).toBeNull();
  });
});

describe('the redirects a version answers', () => {
  it('lead an opening’s address by id (before openings had slugs) to its page; its own win', () => {
    const [first, secondOpening] = live.openings;
    const map = redirectMap({
      ...live,
      redirects: [{ id: 1, from: `/careers/${secondOpening!.id}/apply`, to: '/careers' }],
    });
    expect(map.get(`/careers/${first!.id}/apply`)).toBe(`/careers/${first!.slug}/apply`);
    expect(map.get(`/careers/${secondOpening!.id}/apply`)).toBe('/careers');
  });
});

describe('redirects in each language (issue 54)', () => {
  const bilingual: SiteData = {
    ...live,
    identity: {
      ...live.identity,
      languages: [
        { tag: 'en', name: 'English' },
        { tag: 'fr', name: 'Français' },
      ],
    },
  };
  const inFrench = (slug: string): SiteData => ({
    ...bilingual,
    translations: { fr: { blogPosts: { [post!.id]: { slug } } } },
  });
  const at = (slug: string) =>
    `/fr${collectionDef('blogPosts').page!.path({ ...post!, slug } as never)}`;

  it('a slug renamed in one language redirects under its prefix, the others untouched', () => {
    const out = withAutomaticRedirects(inFrench('5g-prive'), inFrench('5g-campus'), NOW);
    expect(froms(out)).toEqual([[at('5g-prive'), at('5g-campus')]]);
    expect(resolveRedirect(redirectMap(out), at('5g-prive'))).toBe(at('5g-campus'));
  });

  it('a removed page redirects to its language’s home section', () => {
    const next = { ...inFrench('5g-prive'), blogPosts: live.blogPosts.slice(1) };
    const section = collectionDef('blogPosts').page!.removedTo!.split('#')[1];
    expect(froms(withAutomaticRedirects(inFrench('5g-prive'), next, NOW))).toContainEqual([
      at('5g-prive'),
      `/fr#${section}`,
    ]);
  });

  it('a language added now makes no redirect; a redirect hiding its page is refused', () => {
    expect(froms(withAutomaticRedirects(live, inFrench('5g-prive'), NOW))).toEqual([]);
    const hiding = {
      ...inFrench('5g-prive'),
      redirects: [{ id: 1, from: at('5g-prive'), to: '/' }],
    };
    expect(redirectIssues(hiding)).toEqual([
      { path: ['redirects', 0, 'from'], message: expect.stringContaining(at('5g-prive')) },
    ]);
  });
});
