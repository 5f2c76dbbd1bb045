import type { BlockKind, BlockView } from '~/lib/site-data';
import { formBlock, lazyBlock, type BlockComponent } from './block-component';

// The component of each kind of block (shared/site-content/blocks/), each in a file and a chunk
// of its own (a form block: one per form): a page loads the code of the blocks it shows, and no
// other (main.tsx fetches them before it hydrates the page). A kind without its component fails
// tsc here.

export const blockComponents = {
  hero: lazyBlock('hero-block'),
  text: lazyBlock('text-block'),
  media: lazyBlock('media-block'),
  figures: lazyBlock('figures-block'),
  cards: lazyBlock('cards-block'),
  team: lazyBlock('team-block'),
  faq: lazyBlock('faq-block'),
  cta: lazyBlock('cta-block'),
  form: formBlock({ contact: 'contact-form-block', quote: 'quote-form-block' }),
} satisfies { [K in BlockKind]: BlockComponent<K> };

const componentOf = <K extends BlockKind>(block: BlockView & { kind: K }) =>
  blockComponents[block.kind] as unknown as BlockComponent<K>;

/** Fetches the chunks of the blocks a page shows (a form block: its form's only). */
export function preloadBlocks(blocks: readonly BlockView[]): Promise<unknown> {
  return Promise.all(blocks.map((block) => componentOf(block).preload(block as never)));
}

/** The files of the components of `blocks` (./<name>.tsx), once each. */
export function blockModules(blocks: readonly BlockView[]): string[] {
  return [...new Set(blocks.map((block) => componentOf(block).module(block as never)))];
}

/** Every kind's chunk (the server's renderer, which renders without suspending). */
export function preloadAllBlocks(): Promise<unknown> {
  return Promise.all(Object.values(blockComponents).map((c) => c.preload()));
}
