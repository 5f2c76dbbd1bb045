import { describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/site-content/schema';
import { defaultSiteData } from '@shared/site-content/defaults';
import { HOME_POSTS } from '@shared/site-content/collections/blog-posts';
import { buildPageData } from './build-page-data';

// What each page shows and embeds: its own slice of the content, its markdown rendered, its meta.

const post = defaultSiteData.blogPosts[0]!;
const manyPosts: SiteData = {
  ...defaultSiteData,
  blogPosts: Array.from({ length: 9 }, (_, i) => ({ ...post, id: i + 1, slug: `p-${i}` })),
};

describe('page data', () => {
  it('the home page shows the newest posts as cards, /blog all of them', () => {
    const home = buildPageData(manyPosts, '/');
    const blocks = home.view.kind === 'home' ? home.view.blocks : [];
    const cards = blocks.flatMap((b) =>
      b.kind === 'cards' && b.data.source === 'blogPosts' ? [b.data] : [],
    );
    const blogSection = cards[0]?.data as
      { posts: { slug: string }[]; postCount: number } | undefined;
    expect(blogSection?.posts.map((p) => p.slug)).toEqual(
      manyPosts.blogPosts.slice(0, HOME_POSTS).map((p) => p.slug),
    );
    expect(blogSection?.postCount).toBe(9);
    // A card has an excerpt, never the post's text.
    expect(JSON.stringify(home)).not.toContain('"content"');
    const blog = buildPageData(manyPosts, '/blog');
    expect(blog.view.kind === 'blog' && blog.view.posts).toHaveLength(9);
  });

  it('a section with nothing to show hides itself, and every link to it', () => {
    const team = defaultSiteData.pages.menu.length + 1;
    const content: SiteData = {
      ...defaultSiteData,
      team: [],
      caseStudies: [],
      pages: {
        ...defaultSiteData.pages,
        menu: [
          ...defaultSiteData.pages.menu,
          { id: team, label: 'Team', page: null, href: '/#team' },
          { id: team + 1, label: 'All projects', page: null, href: '/case-studies' },
        ],
      },
    };
    const home = buildPageData(content, '/');
    const kinds = home.view.kind === 'home' ? home.view.blocks.map((b) => b.anchor) : [];
    expect(kinds).not.toContain('team');
    expect(kinds).not.toContain('cases');
    const labels = home.frame.menu.map((l) => l.label);
    expect(labels).not.toContain('Team');
    expect(labels).not.toContain('All projects');
    expect(labels).not.toContain('Case Studies');
    const footer = home.frame.footer.columns.flatMap((c) => c.links.map((l) => l.label));
    expect(footer).not.toContain('Case Studies');
    // With a member and a case study, all of them are back.
    const full = buildPageData(
      { ...content, team: defaultSiteData.team, caseStudies: defaultSiteData.caseStudies },
      '/',
    );
    expect(full.frame.menu.map((l) => l.label)).toEqual(
      expect.arrayContaining(['Team', 'All projects', 'Case Studies']),
    );
  });

  it('a post page: its markdown rendered, its SEO overrides in the meta', () => {
    const content = {
      ...defaultSiteData,
      blogPosts: [
        {
          ...post,
          content: '## Part\n\nSome **bold**.',
          seo: {
            title: 'Custom title',
            imageSrc: '/media/0123456789abcdef0123456789abcdef-1600x900.webp',
          },
        },
      ],
    };
    const page = buildPageData(content, `/blog/${post.slug}/`);
    expect(page.path).toBe(`/blog/${post.slug}`);
    expect(page.view.kind === 'post' && page.view.post.html).toBe(
      '<h2>Part</h2>\n<p>Some <strong>bold</strong>.</p>\n',
    );
    expect(page.meta).toEqual({
      title: 'Custom title',
      description: 'Part Some bold.',
      image: '/media/0123456789abcdef0123456789abcdef-1600x900.webp',
      type: 'article',
    });
  });

  it('a service page lists the case studies of its category', () => {
    const page = buildPageData(defaultSiteData, '/services/wireless-systems');
    expect(page.view.kind === 'service' && page.view.related).toEqual([
      { slug: 'smart-city-5g', title: 'Smart City 5G Network' },
    ]);
    expect(page.meta.title).toBe('Wireless Systems | Meridian NetSec');
  });

  it('a legal page fills in the settings as text, after rendering', () => {
    const content = {
      ...defaultSiteData,
      settings: {
        ...defaultSiteData.settings,
        address: { ...defaultSiteData.settings.address, street: '1 <b>Main</b> St' },
      },
      legal: {
        ...defaultSiteData.legal,
        privacyPolicy: { updated: '2026-01-31', body: 'Write to {email} at {address}.' },
      },
    };
    const page = buildPageData(content, '/privacy-policy');
    expect(page.view).toEqual({
      kind: 'legal',
      document: {
        title: 'Privacy Policy',
        updated: '2026-01-31',
        html: '<p>Write to info@meridian-netsec.com at 1 &lt;b&gt;Main&lt;/b&gt; St, New York, NY 10118.</p>\n',
      },
    });
  });

  it('an unknown address is the not-found page', () => {
    for (const path of ['/services/nope', '/blog/nope', '/whatever', '/case-studies/x/y'])
      expect(buildPageData(defaultSiteData, path).view.kind).toBe('not-found');
  });
});
