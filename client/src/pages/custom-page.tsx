import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '~/components/page-header';
import type { PageProps, PageView } from '~/lib/site-data';
import { preloadBlocks } from './blocks/block-components';
import { Blocks } from './blocks/blocks';

/** The chunks of the blocks this page shows (app/public-page.tsx, before hydrating). */
export function preloadView(view: PageView): Promise<unknown> {
  return view.kind === 'custom-page' ? preloadBlocks(view.page.blocks) : Promise.resolve();
}

/** Where the page sits: Home > Sectors > Utilities (the last, this page, not a link). */
function Breadcrumbs({ trail }: { trail: { title: string; path: string }[] }) {
  return (
    // Over the top of the page's first section, in the room its padding keeps under the top bar.
    <nav
      aria-label="Breadcrumb"
      className="absolute inset-x-0 top-20 z-10 mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {trail.map(({ title, path }, i) => (
          <li key={path} className="inline-flex items-center gap-1.5">
            {i > 0 && <ChevronRight className="h-3.5 w-3.5" aria-hidden="true" />}
            {i === trail.length - 1 ? (
              <span aria-current="page" className="text-foreground">
                {title}
              </span>
            ) : (
              <Link to={path} className="hover:text-foreground">
                {title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
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
