import { describe, expect, it } from 'vitest';
import { defaultSiteData } from './defaults';
import { contentImages, mapImages } from './images';

// Publishing uploads every picture still held as a data: URL (client/src/features/publishing):
// a picture the publish does not find is sent as is and refused by the published schema.

const picked = 'data:image/png;base64,iVBORw0KGgo=';

describe('the images of the content', () => {
  it("finds and replaces a picture chosen for a block of the home page (its hero's)", () => {
    const home = defaultSiteData.pages.home.map((block) =>
      block.kind === 'hero' ? { ...block, imageSrc: picked } : block,
    );
    expect(home.some((block) => block.kind === 'hero')).toBe(true);
    const content = { ...defaultSiteData, pages: { ...defaultSiteData.pages, home } };
    expect(contentImages(content)).toContain(picked);
    const uploaded = mapImages(content, (src) => (src === picked ? '/media/hero.png' : src));
    const hero = uploaded.pages.home.find((block) => block.kind === 'hero');
    expect(hero).toMatchObject({ imageSrc: '/media/hero.png' });
    expect(contentImages(uploaded)).not.toContain(picked);
  });

  it("finds a collection item's picture", () => {
    const images = contentImages(defaultSiteData);
    expect(images).toContain(defaultSiteData.blogPosts[0]!.imageSrc);
  });
});
