import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';
import english from '@shared/messages/compiled/en/frame.js';
import { cn } from '~/lib/cn';
import { useMessages } from '~/lib/messages';
import { useSiteFrame } from '~/lib/site-data';
import { LanguagePart } from './languages-chunk';
import { Logo } from './logo';
import { SiteLink } from './site-link';
import { ThemeMenu } from './theme-menu';

/** Scroll distance after which the bar gets its blurred background (a fixed 50 px). */
export const NAV_BLUR_THRESHOLD_PX = 50;

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground';

/** The menu's links as the firm set them (Pages), those to empty sections left out. */
function NavItems({ onNavigate, mobile }: { onNavigate?: () => void; mobile?: boolean }) {
  const { menu } = useSiteFrame();
  const className = cn(linkClass, mobile && 'block px-3 py-3 text-base');
  return menu.map(({ label, href }) => (
    <li key={`${label} ${href}`}>
      <SiteLink
        href={href}
        className={className}
        activeClassName="text-foreground"
        onNavigate={onNavigate}
      >
        {label}
      </SiteLink>
    </li>
  ));
}

export function SiteHeader() {
  const frame = useSiteFrame();
  const t = useMessages('frame', english);
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_BLUR_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    const desktop = window.matchMedia('(min-width: 64rem)');
    const onResize = () => desktop.matches && setMenuOpen(false);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [menuOpen]);

  const blurred = scrolled || menuOpen;
  const close = () => setMenuOpen(false);

  return (
    <header
      data-blurred={blurred}
      className={cn(
        // --site-top: the admin's Preview holds the bar below its banner.
        'fixed inset-x-0 top-[var(--site-top,0px)] z-50 border-b transition-[background-color,border-color,backdrop-filter] duration-300',
        // The open menu is opaque: the page behind it must not show through its links.
        menuOpen
          ? 'border-border bg-background'
          : blurred
            ? 'border-border bg-background/80 backdrop-blur-md'
            : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          onClick={close}
          aria-label={t.home({ name: frame.name })}
          className="rounded-md"
        >
          <Logo />
        </Link>

        <nav aria-label={t.mainNav()} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavItems />
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          {/* Its own boundary: the page's data it reads may be loading (a chunk of its own). */}
          {frame.multilingual && (
            <div className="hidden md:block">
              <Suspense>
                <LanguagePart />
              </Suspense>
            </div>
          )}
          <span className="hidden sm:block">
            <Link
              to={paths.quote}
              className={cn(buttonClasses('primary', 'md'), 'whitespace-nowrap')}
            >
              {t.quote()}
            </Link>
          </span>
          <ThemeMenu />
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-foreground hover:bg-muted lg:hidden"
            aria-expanded={menuOpen}
            // Names the menu only while it exists (it is rendered only when open).
            aria-controls={menuOpen ? 'mobile-menu' : undefined}
            aria-label={menuOpen ? t.closeMenu() : t.openMenu()}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t.mobileNav()}
          className="border-t border-border lg:hidden"
        >
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4 sm:px-6">
            <NavItems onNavigate={close} mobile />
            {frame.multilingual && (
              <li className="md:hidden">
                <Suspense>
                  <LanguagePart />
                </Suspense>
              </li>
            )}
            <li className="pt-2">
              <Link
                to={paths.quote}
                onClick={close}
                className={cn(buttonClasses('primary', 'lg'), 'w-full')}
              >
                {t.quote()}
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
