import { describe, expect, it } from 'vitest';
import { customPages } from './custom-pages';

// A page's address as the editor fills it in while the firm types (editor.follow).

const follow = customPages.editor.follow!;
const fresh = customPages.create(new Date('2026-12-07T10:00:00Z'));

describe('the address of a page being edited', () => {
  it('follows the title of a page never published: slug and path', () => {
    expect(follow(fresh, { title: 'About Us' }, false)).toEqual({
      slug: 'about-us',
      path: '/about-us',
    });
  });

  it('stays once published, or once typed by hand', () => {
    const named = { ...fresh, title: 'About', slug: 'about', path: '/about' };
    expect(follow(named, { title: 'About the firm' }, true)).toEqual({});
    const typed = { ...named, path: '/company/about' };
    expect(follow(typed, { title: 'About the firm' }, false)).toEqual({ slug: 'about-the-firm' });
  });

  it('puts a campaign page at /c/{slug}, kept out of search engines, and back', () => {
    const named = { ...fresh, title: 'Spring', slug: 'spring', path: '/spring' };
    const campaign = follow(named, { kind: 'campaign' }, false);
    expect(campaign).toEqual({ noindex: true, path: '/c/spring' });
    const asCampaign = { ...named, ...campaign, kind: 'campaign' as const };
    expect(follow(asCampaign, { slug: 'spring-26' }, true)).toEqual({ path: '/c/spring-26' });
    expect(follow(asCampaign, { kind: 'page' }, true)).toEqual({ noindex: false, path: '/spring' });
  });
});
