import type { BlockKind, BlockView } from '~/lib/site-data';

/** What the component of a kind of block gets. */
export interface BlockProps<K extends BlockKind> {
  block: Extract<BlockView, { kind: K }>;
  /** The block's section id: its anchor, else one made from its id. */
  sectionId: string;
  /** The first block of the page: a hero there is the page's <h1>. */
  first: boolean;
}
