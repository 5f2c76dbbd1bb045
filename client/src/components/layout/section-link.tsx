import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '~/config/paths';
import { scrollToSection, type SectionNavigationState } from '~/lib/scroll';

/**
 * Goes to a home page section: on the home page it scrolls there smoothly; elsewhere it navigates
 * to / and the home page scrolls after CROSS_PAGE_SCROLL_DELAY_MS (see pages/home-page.tsx).
 */
export function useGoToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (section: string) => {
    if (pathname === paths.home) {
      scrollToSection(section);
      // Keep the address shareable without a jump (replaceState does not scroll).
      window.history.replaceState(window.history.state, '', `#${section}`);
    } else {
      const state: SectionNavigationState = { section };
      navigate(paths.home, { state });
    }
  };
}

interface SectionLinkProps {
  /** The section's id on the home page (its anchor: services, team...). */
  section: string;
  children: ReactNode;
  className?: string;
  /** Called after the link was chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** A real link to /#section (crawlable, works without JavaScript) with smooth in-app scrolling. */
export function SectionLink({ section, children, className, onNavigate }: SectionLinkProps) {
  const goToSection = useGoToSection();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    onNavigate?.();
    goToSection(section);
  };
  return (
    <a href={`${paths.home}#${section}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
