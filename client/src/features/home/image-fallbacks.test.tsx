import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultSiteData, newBlogPost, newTeamMember, SiteContentProvider } from '~/lib/site-data';
import { BlogSection } from './blog-section';
import { TeamSection } from './team-section';

// The shipped defaults have illustrations; content an administrator adds without an image keeps
// the fallbacks: "No Image Provided" for a post, a person icon for a team member.

function render(data: typeof defaultSiteData) {
  return renderToStaticMarkup(
    <SiteContentProvider value={data}>
      <TeamSection />
      <BlogSection />
    </SiteContentProvider>,
  );
}

describe('team and blog images', () => {
  it('shows the default illustrations, and no fallback', () => {
    const html = render(defaultSiteData);
    expect(html.match(/<img [^>]*src="\/images\/team\/[a-z-]+\.svg"/g)).toHaveLength(4);
    expect(html.match(/<img [^>]*src="\/images\/blog\/[a-z0-9-]+\.svg"/g)).toHaveLength(3);
    expect(html).not.toContain('No Image Provided');
    expect(html).not.toContain('team-placeholder');
  });

  it('shows the fallbacks for content added without an image', () => {
    const html = render({
      ...defaultSiteData,
      team: [newTeamMember(new Date('2025-06-01T00:00:00Z'))],
      blogPosts: [newBlogPost(new Date('2025-06-01T00:00:00Z'))],
    });
    expect(html).toContain('No Image Provided');
    expect(html.match(/data-testid="team-placeholder"/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
  });
});
