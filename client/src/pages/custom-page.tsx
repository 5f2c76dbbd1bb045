import { PageHeader } from '~/components/page-header';
import type { PageProps, PageView } from '~/lib/site-data';
import { preloadBlocks } from './blocks/block-components';
import { Blocks } from './blocks/blocks';
import { Breadcrumbs } from './blocks/breadcrumbs';

/** The chunks of the blocks this page shows (app/public-page.tsx, before hydrating). */
export function preloadView(view: PageView): Promise<unknown> {
  return view.kind === 'custom-page' ? preloadBlocks(view.page.blocks) : Promise.resolve();
}

/**
 * A page of the firm's own making: its breadcrumbs, its blocks in order. A page that does not
 * open with a hero gets a header with its title as its <h1>.
 */
export default function CustomPage({ view: { page } }: PageProps<'custom-page'>) {
  const opensWithHero = page.blocks[0]?.kind === 'hero';
  return (
    <div className="relative">
      <Breadcrumbs trail={page.trail} />
      {!opensWithHero && <PageHeader title={page.title} />}
      <Blocks blocks={page.blocks} />
    </div>
  );
}
