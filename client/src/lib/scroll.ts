// Scrolling to the home page's sections. Sections carry a scroll margin for the fixed top bar.

/** Delay before scrolling when a section link was chosen on another page: the home page renders first. */
export const CROSS_PAGE_SCROLL_DELAY_MS = 100;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Smoothly scrolls to the section with this id (instantly under reduced motion). */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** Navigation state that asks the home page to scroll to a section once it is shown. */
export interface SectionNavigationState {
  section: string;
}

export function isSectionNavigationState(state: unknown): state is SectionNavigationState {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { section?: unknown }).section === 'string'
  );
}
