import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionLink } from '~/components/layout/section-link';
import { scrollToSection } from '~/lib/scroll';

/** Whether a block's link scrolls to a section (#faq, /#services) rather than opening a page. */
export const scrolls = (href: string) => href.startsWith('#') || href.startsWith('/#');

/**
 * A button's or a link's target as the firm wrote it: a #section of this page (scrolled to
 * smoothly), a section of the home page (/#services), a path of this site (the router's link),
 * or another site's address (a plain link).
 */
export function BlockLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('#')) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (scrollToSection(href.slice(1))) {
        event.preventDefault();
        window.history.replaceState(window.history.state, '', href);
      }
    };
    return (
      <a href={href} onClick={onClick} className={className}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/#'))
    return (
      <SectionLink section={href.slice(2)} className={className}>
        {children}
      </SectionLink>
    );
  if (href.startsWith('/'))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} rel="noopener" className={className}>
      {children}
    </a>
  );
}
