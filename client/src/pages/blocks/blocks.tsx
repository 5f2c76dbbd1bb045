import type { ComponentType } from 'react';
import type { BlockView } from '~/lib/site-data';
import { blockComponents } from './block-components';
import type { BlockProps } from './block-props';

/** A page's blocks, in order, each drawn by its kind's component. */
export function Blocks({ blocks }: { blocks: readonly BlockView[] }) {
  return blocks.map((block, i) => {
    const Block = blockComponents[block.kind] as ComponentType<BlockProps<typeof block.kind>>;
    // A block without an anchor still gets an id of its own, for its heading to label it.
    const sectionId = block.anchor ?? `block-${block.id}`;
    return <Block key={block.id} block={block} sectionId={sectionId} first={i === 0} />;
  });
}
