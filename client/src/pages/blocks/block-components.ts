import type { BlockKind, BlockView } from '~/lib/site-data';
import { lazyWithPreload, type PreloadableComponent } from '~/lib/lazy-with-preload';
import type { BlockProps } from './block-props';

// The component of each kind of block (shared/site-content/blocks/), each its own chunk: a page
// loads the code of the blocks it shows, and no other (main.tsx fetches them before it hydrates
// the page). A kind without its component fails tsc here.

export const blockComponents = {
  hero: lazyWithPreload(() => import('./hero-block')),
  text: lazyWithPreload(() => import('./text-block')),
  media: lazyWithPreload(() => import('./media-block')),
  figures: lazyWithPreload(() => import('./figures-block')),
  cards: lazyWithPreload(() => import('./cards-block')),
  team: lazyWithPreload(() => import('./team-block')),
  faq: lazyWithPreload(() => import('./faq-block')),
  cta: lazyWithPreload(() => import('./cta-block')),
  form: lazyWithPreload(() => import('./form-block')),
} satisfies { [K in BlockKind]: PreloadableComponent<BlockProps<K>> };

/** Fetches the chunks of the blocks a page shows. */
export function preloadBlocks(blocks: readonly Pick<BlockView, 'kind'>[]): Promise<unknown> {
  return Promise.all(
    [...new Set(blocks.map((b) => b.kind))].map((k) => blockComponents[k].preload()),
  );
}

/** Every kind's chunk (the server's renderer, which renders without suspending). */
export function preloadAllBlocks(): Promise<unknown> {
  return Promise.all(Object.values(blockComponents).map((c) => c.preload()));
}
