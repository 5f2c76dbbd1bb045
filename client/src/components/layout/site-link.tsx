import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '~/lib/cn';
import { scrollToSection } from '~/lib/scroll';
import { SectionLink } from './section-link';

/** Whether a link scrolls to a section (#faq, /#services) rather than opening a page. */
export const scrolls = (href: string) => href.startsWith('#') || href.startsWith('/#');

/** Scrolls smoothly to a section of this page when it has it; else the browser's jump. */
function scrollHere(event: MouseEvent<HTMLAnchorElement>, href: string) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (scrollToSection(href.slice(1))) {
    event.preventDefault();
    window.history.replaceState(window.history.state, '', href);
  }
}

/**
 * A link as the firm wrote it (the menu, the footer, a block's button): a section of this page
 * (#faq) or of the home page (/#team), scrolled to smoothly; a page of the site (the router's
 * link, marked while it is open); or another site's address.
 */
export function SiteLink({
  href,
  className,
  activeClassName,
  onNavigate,
  children,
}: {
  href: string;
  className: string;
  /** Added while the link's page is the one shown. */
  activeClassName?: string | undefined;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  if (href.startsWith('#'))
    return (
      <a href={href} onClick={(e) => scrollHere(e, href)} className={className}>
        {children}
      </a>
    );
  if (href.startsWith('/#'))
    return (
      <SectionLink section={href.slice(2)} className={className} onNavigate={onNavigate}>
        {children}
      </SectionLink>
    );
  if (href.startsWith('/'))
    return (
      <NavLink
        to={href}
        onClick={onNavigate}
        className={({ isActive }) => cn(className, isActive && activeClassName)}
      >
        {children}
      </NavLink>
    );
  return (
    <a href={href} rel="noopener" onClick={onNavigate} className={className}>
      {children}
    </a>
  );
}
