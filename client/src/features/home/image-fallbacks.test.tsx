import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/site-content/schema';
import { defaultSiteData } from '@shared/site-content/defaults';
import { collections } from '@shared/site-content/collections';
import type { HomeSection } from '~/lib/site-data';
import { buildPageData } from '~/lib/site-data/build-page-data';
import { BlogSection } from './blog-section';
import { CaseStudiesSection } from './case-studies-section';
import { TeamSection } from './team-section';

// The shipped defaults have illustrations; content an administrator adds without an image keeps
// the fallbacks: "No Image Provided" for a post or a case study, a person icon for a team member.

function section<K extends HomeSection['collection']>(sections: HomeSection[], name: K) {
  return sections.find((s) => s.collection === name) as Extract<HomeSection, { collection: K }>;
}

function render(content: SiteData) {
  const { view } = buildPageData(content, '/');
  if (view.kind !== 'home') throw new Error('not the home page');
  return renderToStaticMarkup(
    <MemoryRouter>
      <TeamSection {...section(view.sections, 'team')} />
      <CaseStudiesSection {...section(view.sections, 'caseStudies')} />
      <BlogSection {...section(view.sections, 'blogPosts')} />
    </MemoryRouter>,
  );
}

describe('team, case study and blog images', () => {
  it('shows the default illustrations, and no fallback', () => {
    const html = render(defaultSiteData);
    expect(html.match(/<img [^>]*src="\/images\/team\/[a-z-]+\.svg"/g)).toHaveLength(4);
    expect(html.match(/<img [^>]*src="\/images\/blog\/[a-z0-9-]+\.svg"/g)).toHaveLength(3);
    expect(html.match(/<svg [^>]*role="img"/g)).toHaveLength(3); // the case studies' drawings
    expect(html).not.toContain('No Image Provided');
    expect(html).not.toContain('team-placeholder');
  });

  it('shows the fallbacks for content added without an image', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    const html = render({
      ...defaultSiteData,
      team: [collections.team.create(now)],
      caseStudies: [{ ...collections.caseStudies.create(now), slug: 'new' }],
      blogPosts: [{ ...collections.blogPosts.create(now), slug: 'new' }],
    });
    expect(html.match(/No Image Provided/g)).toHaveLength(2);
    expect(html.match(/data-testid="team-placeholder"/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
  });

  it('never shows an image from a stored address that is not this site’s', () => {
    const html = render({
      ...defaultSiteData,
      team: [{ ...collections.team.create(new Date()), imageSrc: '/\\evil.example/x.png' }],
      blogPosts: [
        { ...collections.blogPosts.create(new Date()), imageSrc: 'https://evil.example/x.png' },
      ],
    });
    expect(html).not.toContain('evil.example');
  });

  it('links Read More to the post’s own page', () => {
    const html = render(defaultSiteData);
    for (const post of defaultSiteData.blogPosts)
      expect(html).toContain(`href="/blog/${post.slug}"`);
  });
});
