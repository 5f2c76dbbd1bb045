import type { ComponentType } from 'react';
import type { FormName } from '@shared/site-content/blocks/form';
import { lazyWithPreload, type PreloadableComponent } from '~/lib/lazy-with-preload';
import type { BlockKind } from '~/lib/site-data';
import type { BlockProps } from './block-props';

/**
 * A kind of block's component (./block-components.ts): drawn with the block's view; `preload`
 * fetches its chunk (with the view: only what that block shows, a form block's form), and
 * `module` names the file it is in (tests/build/js-budget.test.ts finds its chunk by it).
 */
export type BlockComponent<K extends BlockKind> = ComponentType<BlockProps<K>> & {
  preload: (block?: BlockProps<K>['block']) => Promise<unknown>;
  module: (block: BlockProps<K>['block']) => string;
};

type Loader = () => Promise<{ default: ComponentType<never> }>;

/** Every block component's file of this folder, each a chunk of its own. */
const files = import.meta.glob<{ default: ComponentType<never> }>('./*-block.tsx');

function load<K extends BlockKind>(name: string): PreloadableComponent<BlockProps<K>> {
  const file = files[`./${name}.tsx`] as Loader | undefined;
  if (!file) throw new Error(`No block component ${name}.tsx`);
  return lazyWithPreload(file as () => Promise<{ default: ComponentType<BlockProps<K>> }>);
}

/** The component in `<name>.tsx` of this folder. */
export function lazyBlock<K extends BlockKind>(name: string): BlockComponent<K> {
  return Object.assign(load<K>(name), { module: () => name });
}

/** The form block: each form's component in a file (and a chunk) of its own. */
export function formBlock(forms: Record<FormName, string>): BlockComponent<'form'> {
  const components = Object.fromEntries(
    Object.entries(forms).map(([form, name]) => [form, load<'form'>(name)]),
  ) as Record<FormName, PreloadableComponent<BlockProps<'form'>>>;
  function FormBlock(props: BlockProps<'form'>) {
    const Form = components[props.block.data.form];
    return <Form {...props} />;
  }
  return Object.assign(FormBlock, {
    preload: (block?: BlockProps<'form'>['block']) =>
      block
        ? components[block.data.form].preload()
        : Promise.all(Object.values(components).map((form) => form.preload())),
    module: (block: BlockProps<'form'>['block']) => forms[block.data.form],
  });
}
