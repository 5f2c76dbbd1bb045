import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CROSS_PAGE_SCROLL_DELAY_MS,
  isSectionNavigationState,
  scrollToSection,
} from '~/lib/scroll';
import { useSiteFrame, type PageProps, type PageView } from '~/lib/site-data';
import { preloadBlocks } from './blocks/block-components';
import { Blocks } from './blocks/blocks';

/** The chunks of the blocks the home page shows (app/public-page.tsx, before hydrating). */
export function preloadView(view: PageView): Promise<unknown> {
  return view.kind === 'home' ? preloadBlocks(view.blocks) : Promise.resolve();
}

/** After a section link on another page: scroll smoothly once the home page is shown. */
function useScrollToRequestedSection() {
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isSectionNavigationState(state)) return;
    const section = state.section;
    const timer = setTimeout(() => {
      scrollToSection(section);
      // Drop the request so a reload or Back does not scroll again; keep the hash shareable.
      navigate(`${pathname}#${section}`, { replace: true, state: null, preventScrollReset: true });
    }, CROSS_PAGE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, pathname, navigate]);
}

/**
 * The home page: the firm's blocks in its order (the hero, the sections of the collections,
 * the team, the contact form, and any block of its own). Without a hero first, its heading is
 * the firm's name, for screen readers.
 */
export default function HomePage({ view }: PageProps<'home'>) {
  useScrollToRequestedSection();
  const { name } = useSiteFrame();
  return (
    <>
      {view.blocks[0]?.kind !== 'hero' && <h1 className="sr-only">{name}</h1>}
      <Blocks blocks={view.blocks} />
    </>
  );
}
