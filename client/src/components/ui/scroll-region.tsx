import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A box that scrolls when its content does not fit: a wide table sideways, a long dialog down.
 * Whether it overflows depends on the data and the screen, so it is always a labelled region and a
 * tab stop: a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe
 * `scrollable-region-focusable`).
 */
export function ScrollRegion({
  label,
  labelledBy,
  axis = 'x',
  className,
  children,
}: {
  /** The region's name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  axis?: 'x' | 'y';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      // relative: an absolutely placed child (a table's sr-only header) scrolls with the box
      // instead of widening the page beyond the screen.
      className={cn('relative', axis === 'x' ? 'overflow-x-auto' : 'overflow-y-auto', className)}
    >
      {children}
    </div>
  );
}
