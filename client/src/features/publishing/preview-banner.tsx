import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';

/**
 * Holds the site's fixed top bar below `banner` (`--site-top`, read by components/layout/
 * site-header.tsx) and scrolls sections clear of both, at whatever height the banner wraps to.
 */
function useRoomBelow(banner: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const place = () => {
      const height = `${element.offsetHeight}px`;
      root.style.setProperty('--site-top', height);
      root.style.scrollPaddingTop = height;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-top');
      root.style.removeProperty('scroll-padding-top');
    };
  }, [banner]);
}

/**
 * Marks the preview unmistakably: this is the admin's working copy, not the live site. Its words
 * are English whatever language the page below speaks (the preview loads no admin catalogue,
 * decision 054); `dir`: the admin's own.
 */
export function PreviewBanner({ dir }: { dir?: 'ltr' | 'rtl' }) {
  const ref = useRef<HTMLDivElement>(null);
  useRoomBelow(ref);
  return (
    <div
      ref={ref}
      lang="en"
      dir={dir}
      role="region"
      aria-label="Preview"
      data-testid="preview-banner"
      className="sticky top-0 z-[70] flex flex-wrap items-center justify-center gap-3 bg-amber-400 px-4 py-2 text-sm font-medium text-black"
    >
      <span>
        Preview of your working copy: visitors do not see these changes until you publish.
      </span>
      <Link to={paths.admin.dashboard} className={buttonClasses('outline', 'sm')}>
        Back to admin
      </Link>
    </div>
  );
}
