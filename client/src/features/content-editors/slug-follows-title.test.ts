import { describe, expect, it } from 'vitest';
import { slugFollowsTitle } from './slug-follows-title';

const page = (id: number, title: string, slug: string) => ({ id, title, slug });

describe('a new page’s slug follows its title', () => {
  const follow = slugFollowsTitle(new Set([1]));

  it('while it was never published and its slug is still the one made from its title', () => {
    const fresh = page(2, 'New Blog Post', 'new-blog-post');
    expect(follow(fresh, { title: 'Private LTE in Ports' }, [fresh])).toEqual({
      slug: 'private-lte-in-ports',
    });
  });

  it('unique among the list', () => {
    const other = page(3, 'Private LTE', 'private-lte');
    const fresh = page(2, 'New Blog Post', 'new-blog-post');
    expect(follow(fresh, { title: 'Private LTE' }, [other, fresh])).toEqual({
      slug: 'private-lte-2',
    });
  });

  it('not once the admin chose the slug, nor for a published page', () => {
    const chosen = page(2, 'New Blog Post', 'my-own-address');
    expect(follow(chosen, { title: 'Anything' }, [chosen])).toEqual({});
    const live = page(1, 'Published', 'published');
    expect(follow(live, { title: 'Renamed' }, [live])).toEqual({});
    expect(follow(page(2, 'A', 'a'), { slug: 'b' }, [])).toEqual({});
  });
});
