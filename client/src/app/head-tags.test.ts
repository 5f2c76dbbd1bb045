import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { BUILT_IN_ART, logoIcons, type ShareCard } from '@shared/site-content/site-art';
import { sitePaths } from '@shared/site-content/site-paths';
import { buildPageData } from '~/lib/site-data/build-page-data';
import { iconLinks, imageTags, pageImage, shareCard } from './head-tags';

// What a page's <head> says of its pictures: the card a page without a picture of its own is
// shared with, its og:image tags, and the icons.

const content = structuredClone(defaultSiteData);
content.identity = {
  ...content.identity,
  name: 'Northwind Fiber',
  tagline: 'Light on every street',
};
const page = (path: string) => buildPageData(content, path);

describe('the share card of a page', () => {
  it('is headed by the page’s title without the firm’s name, the tagline under it', () => {
    const service = defaultSiteData.services[0]!;
    expect(shareCard(page(sitePaths.service(service.slug)), content.identity)).toEqual({
      name: 'Northwind Fiber',
      heading: service.title,
      subline: 'Light on every street',
      accent: content.identity.accentColor,
      logo: null,
    });
  });

  it('of the home page is headed by the tagline, the description under it', () => {
    const card = shareCard(page(sitePaths.home), content.identity);
    expect(card.heading).toBe('Light on every street');
    expect(card.subline).toBe(content.identity.description);
  });
});

describe('the picture a page is shared with', () => {
  const drawn: ShareCard[] = [];
  const art = {
    ...BUILT_IN_ART,
    shareImage: (card: ShareCard) => {
      drawn.push(card);
      return { src: `/media/${'a'.repeat(32)}-1200x630.jpg`, width: 1200, height: 630 };
    },
  };

  it('is the card drawn for it, with its size', () => {
    const image = pageImage(page(sitePaths.careers), content.identity, art);
    expect(drawn.at(-1)?.heading).toBe('Careers');
    expect(imageTags(image, 'https://www.northwind.example')).toEqual([
      `<meta property="og:image" content="https://www.northwind.example/media/${'a'.repeat(32)}-1200x630.jpg">`,
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta property="og:image:alt" content="Northwind Fiber: Careers">',
    ]);
  });

  it('is the page’s own uploaded picture when it has one, its size read from its address', () => {
    const withCover = structuredClone(content);
    const src = `/media/${'b'.repeat(32)}-1600x900.webp`;
    withCover.blogPosts[0]!.imageSrc = src;
    const post = buildPageData(withCover, sitePaths.post(withCover.blogPosts[0]!.slug));
    const count = drawn.length;
    const image = pageImage(post, withCover.identity, art);
    expect(image).toMatchObject({ src, size: { width: 1600, height: 900 } });
    expect(drawn).toHaveLength(count);
  });
});

describe('the icons a page links', () => {
  it('name the SVG logo last (the one browsers prefer), after its 48 px PNG', () => {
    const svg = `/media/${'c'.repeat(32)}.svg`;
    const icons = logoIcons('d'.repeat(32), { src: svg, svg: true });
    expect(iconLinks(icons, '/manifest.webmanifest')).toEqual([
      `<link rel="icon" href="/media/${'d'.repeat(32)}-48x48.png" type="image/png" sizes="48x48">`,
      `<link rel="icon" href="${svg}" type="image/svg+xml">`,
      `<link rel="apple-touch-icon" href="/media/${'d'.repeat(32)}-180x180.png">`,
      '<link rel="manifest" href="/manifest.webmanifest">',
    ]);
  });

  it('of a PNG logo are its PNG icons only', () => {
    const icons = logoIcons('e'.repeat(32), {
      src: `/media/${'f'.repeat(32)}-256x256.png`,
      svg: false,
    });
    expect(icons.favicon.map((icon) => icon.src)).toEqual([`/media/${'e'.repeat(32)}-48x48.png`]);
  });
});
