import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './nav-highlight';

describe('isNavItemActive', () => {
  it('marks the dashboard only on /admin itself', () => {
    expect(isNavItemActive('/admin', '/admin')).toBe(true);
    expect(isNavItemActive('/admin/', '/admin')).toBe(true);
    expect(isNavItemActive('/admin/blog', '/admin')).toBe(false);
    expect(isNavItemActive('/admin/inbox', '/admin')).toBe(false);
  });

  it('marks an item on its own path', () => {
    expect(isNavItemActive('/admin/blog', '/admin/blog')).toBe(true);
    expect(isNavItemActive('/admin/team/', '/admin/team')).toBe(true);
  });

  it('marks an item on the paths below it', () => {
    expect(isNavItemActive('/admin/blog/123', '/admin/blog')).toBe(true);
    expect(isNavItemActive('/admin/inbox/quotes', '/admin/inbox')).toBe(true);
  });

  it('does not mark siblings or mere prefixes of a segment', () => {
    expect(isNavItemActive('/admin/team', '/admin/blog')).toBe(false);
    expect(isNavItemActive('/admin/blogroll', '/admin/blog')).toBe(false);
    expect(isNavItemActive('/admin', '/admin/blog')).toBe(false);
  });
});
