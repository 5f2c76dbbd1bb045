import type { ComponentType } from 'react';
import type { FormName } from '@shared/site-content/blocks/form';
import { lazyWithPreload } from '~/lib/lazy-with-preload';
import type { BlockKind } from '~/lib/site-data';
import type { BlockProps } from './block-props';

/**
 * A kind of block's component (./block-components.ts): drawn with the block's view; `preload`
 * fetches its chunk (with the view: only what that block shows, a form block's form).
 */
export type BlockComponent<K extends BlockKind> = ComponentType<BlockProps<K>> & {
  preload: (block?: BlockProps<K>['block']) => Promise<unknown>;
};

type Loader<K extends BlockKind> = () => Promise<{ default: ComponentType<BlockProps<K>> }>;

/** A component fetched as a chunk of its own when a page shows it. */
export const lazy = <K extends BlockKind>(load: Loader<K>) =>
  lazyWithPreload(load) as BlockComponent<K>;

/** A component in the chunk of the map itself (vite.config.ts: the home page's). */
export const bundled = <K extends BlockKind>(Component: ComponentType<BlockProps<K>>) =>
  Object.assign(Component, { preload: () => Promise.resolve() }) as BlockComponent<K>;

/** The form block: each form's component in a file (and a chunk) of its own. */
export function formBlock(forms: Record<FormName, BlockComponent<'form'>>): BlockComponent<'form'> {
  function FormBlock(props: BlockProps<'form'>) {
    const Form = forms[props.block.data.form];
    return <Form {...props} />;
  }
  return Object.assign(FormBlock, {
    preload: (block?: BlockProps<'form'>['block']) =>
      block
        ? forms[block.data.form].preload()
        : Promise.all(Object.values(forms).map((form) => form.preload())),
  });
}
