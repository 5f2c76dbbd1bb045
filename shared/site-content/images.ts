import { mapBlockImages, type Block } from './blocks';
import { collectionDef, COLLECTION_NAMES } from './collections';
import type { SiteData } from './schema';

// Every image field of the content, from the collections' definitions and the home page's
// blocks: publishing uploads the images still held as data: URLs and puts their /media/
// addresses in their place.

type Src = string | null;
type MapSrc = (src: Src) => Src;
type Item = Record<string, unknown>;

/** An item with `map` applied to its image fields, its blocks' and its page's share picture. */
function mapItem(item: Item, fields: readonly string[], blocks: string | undefined, map: MapSrc) {
  const out = { ...item };
  for (const field of fields) out[field] = map(item[field] as Src);
  if (blocks) out[blocks] = mapBlockImages(item[blocks] as Block[], map);
  const seo = item.seo as { imageSrc?: Src } | undefined;
  if (seo?.imageSrc !== undefined) out.seo = { ...seo, imageSrc: map(seo.imageSrc) };
  return out;
}

/** The content with `map` applied to every image address: the collections' and the home page's. */
export function mapImages(content: SiteData, map: MapSrc): SiteData {
  const lists = COLLECTION_NAMES.map((name) => {
    const { images = [], blocks } = collectionDef(name);
    return [name, (content[name] as Item[]).map((item) => mapItem(item, images, blocks, map))];
  });
  const pages = { ...content.pages, home: mapBlockImages(content.pages.home, map) };
  return { ...content, ...Object.fromEntries(lists), pages };
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
