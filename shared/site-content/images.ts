import type { SiteData } from '../schemas/site-content';

// Every image field of the content, in one place: publishing uploads the images still held as
// data: URLs and puts their /media/ addresses in their place.

type Src = string | null;
type MapSrc = (src: Src) => Src;

const withSeo = <T extends { seo?: { imageSrc?: Src } | undefined }>(item: T, map: MapSrc): T =>
  item.seo?.imageSrc === undefined
    ? item
    : { ...item, seo: { ...item.seo, imageSrc: map(item.seo.imageSrc) } };

/** The content with `map` applied to every image address. */
export function mapImages(content: SiteData, map: MapSrc): SiteData {
  return {
    ...content,
    team: content.team.map((m) => ({ ...m, imageSrc: map(m.imageSrc) })),
    blogPosts: content.blogPosts.map((p) => withSeo({ ...p, imageSrc: map(p.imageSrc) }, map)),
    services: content.services.map((s) => withSeo(s, map)),
    caseStudies: content.caseStudies.map((c) => withSeo({ ...c, imageSrc: map(c.imageSrc) }, map)),
    partners: content.partners.map((p) => ({ ...p, logoSrc: map(p.logoSrc) })),
  };
}

/** Every image address of the content (each once). */
export function contentImages(content: SiteData): string[] {
  const found = new Set<string>();
  mapImages(content, (src) => {
    if (src) found.add(src);
    return src;
  });
  return [...found];
}
