import type { FormName } from '@shared/site-content/blocks/form';
import type { BlockKind, BlockView } from '~/lib/site-data';
import { bundled, formBlock, lazy, type BlockComponent } from './block-component';
import CardsBlock from './cards-block';
import ContactFormBlock from './contact-form-block';
import FiguresBlock from './figures-block';
import HeroBlock from './hero-block';
import TeamBlock from './team-block';

// The component of each kind of block (shared/site-content/blocks/). The blocks the built-in
// home page shows are in this map's chunk (the home page's, vite.config.ts); every other kind is
// a chunk of its own (a form block: one per form), which only a page that shows it fetches
// (main.tsx fetches them before it hydrates the page). A kind without its component fails tsc
// here.

export const blockComponents = {
  hero: bundled(HeroBlock),
  text: lazy(() => import('./text-block')),
  media: lazy(() => import('./media-block')),
  figures: bundled(FiguresBlock),
  cards: bundled(CardsBlock),
  downloads: lazy(() => import('./downloads-block')),
  team: bundled(TeamBlock),
  faq: lazy(() => import('./faq-block')),
  cta: lazy(() => import('./cta-block')),
  form: formBlock({
    contact: bundled(ContactFormBlock),
    quote: lazy(() => import('./quote-form-block')),
    event: lazy(() => import('./event-form-block')),
  }),
} satisfies { [K in BlockKind]: BlockComponent<K> };

/**
 * The file (./<name>.tsx) of each kind's component, a form block's by its form: for
 * tests/build/js-budget.test.ts, which finds their chunks by them (the client never reads it).
 */
const BLOCK_FILES: { [K in Exclude<BlockKind, 'form'>]: string } & {
  form: Record<FormName, string>;
} = {
  hero: 'hero-block',
  text: 'text-block',
  media: 'media-block',
  figures: 'figures-block',
  cards: 'cards-block',
  downloads: 'downloads-block',
  team: 'team-block',
  faq: 'faq-block',
  cta: 'cta-block',
  form: { contact: 'contact-form-block', quote: 'quote-form-block', event: 'event-form-block' },
};

const componentOf = <K extends BlockKind>(block: BlockView & { kind: K }) =>
  blockComponents[block.kind] as unknown as BlockComponent<K>;

/** Fetches the chunks of the blocks a page shows (a form block: its form's only). */
export function preloadBlocks(blocks: readonly BlockView[]): Promise<unknown> {
  return Promise.all(blocks.map((block) => componentOf(block).preload(block as never)));
}

/** The files of the components of `blocks` (./<name>.tsx), once each. */
export function blockModules(blocks: readonly BlockView[]): string[] {
  const fileOf = (block: BlockView) =>
    block.kind === 'form' ? BLOCK_FILES.form[block.data.form] : BLOCK_FILES[block.kind];
  return [...new Set(blocks.map(fileOf))];
}

/** Every kind's chunk (the server's renderer, which renders without suspending). */
export function preloadAllBlocks(): Promise<unknown> {
  return Promise.all(Object.values(blockComponents).map((c) => c.preload()));
}
