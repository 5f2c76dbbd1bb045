import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/site-content/schema';
import { defaultSiteData } from '@shared/site-content/defaults';
import { collections } from '@shared/site-content/collections';
import { SiteSourceProvider } from '~/lib/site-data';
import { buildPageData } from '~/lib/site-data/build-page-data';
import { createContentSource } from '~/lib/site-data/content-source';
import { preloadAllBlocks } from './block-components';
import { Blocks } from './blocks';

// The home page's blocks with their pictures: the shipped defaults have illustrations; content
// an administrator adds without an image shows none, and no placeholder box in its place.

beforeAll(() => preloadAllBlocks());

function render(content: SiteData) {
  const { view } = buildPageData(content, '/');
  if (view.kind !== 'home') throw new Error('not the home page');
  return renderToStaticMarkup(
    <MemoryRouter>
      <SiteSourceProvider value={createContentSource(content)}>
        <Blocks blocks={view.blocks} />
      </SiteSourceProvider>
    </MemoryRouter>,
  );
}

describe('team, case study and blog images', () => {
  it('shows the default illustrations', () => {
    const html = render(defaultSiteData);
    expect(html.match(/<img [^>]*src="\/images\/team\/[a-z-]+\.svg"/g)).toHaveLength(4);
    expect(html.match(/<img [^>]*src="\/images\/blog\/[a-z0-9-]+\.svg"/g)).toHaveLength(3);
    expect(html.match(/<svg [^>]*role="img"/g)).toHaveLength(3); // the case studies' drawings
  });

  it('shows no picture and no placeholder for content added without an image', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    const html = render({
      ...defaultSiteData,
      team: [{ ...collections.team.create(now), name: 'Ana Ruiz', role: 'Engineer' }],
      caseStudies: [{ ...collections.caseStudies.create(now), slug: 'new', title: 'New work' }],
      blogPosts: [{ ...collections.blogPosts.create(now), slug: 'new', title: 'New post' }],
      partners: [],
      certifications: [],
    });
    expect(html).toContain('Ana Ruiz');
    expect(html).toContain('New work');
    expect(html).toContain('New post');
    expect(html).not.toContain('No Image Provided');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<svg [^>]*role="img"/);
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
