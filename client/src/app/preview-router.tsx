import { useContext, useEffect, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { RESERVED_PATH } from '@shared/site-content/site-paths';

// The public pages inside the admin's Preview see the site's own addresses (/services/x), and
// every way they leave a page stays under the preview's address (/admin/preview/services/x): the
// links and navigations of the router through a router of their own with that base (another
// language's: /admin/preview/fr), the plain links of rendered markdown and of the language
// switcher, whole site paths (/fr/services/x), through the keeper below.

const TOP_ROUTE = { outlet: null, matches: [], isDataRoute: false };

const isUnder = (pathname: string, basename: string) =>
  pathname === basename || pathname.startsWith(`${basename}/`);

/** The site path a same-origin link leads to, or null when it is no page of the site. */
function sitePathOf(anchor: HTMLAnchorElement, basename: string): string | null {
  if (anchor.origin !== window.location.origin) return null;
  const { pathname, search, hash } = anchor;
  if (isUnder(pathname, basename)) return (pathname.slice(basename.length) || '/') + search + hash;
  return RESERVED_PATH.test(pathname) ? null : pathname + search + hash;
}

/** The link of a click or a pointer, when it leads somewhere in this window. */
function anchorOf(event: Event): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor;
}

/**
 * Plain links (markdown's, the error screen's, the language switcher's) to the site's pages:
 * pointed at the preview's address as soon as a pointer or the focus reaches them (so a new tab
 * or a copied link is the preview too), and followed inside the app when clicked. `basename` is
 * the preview's root, whatever the language: a plain link's path is the site's whole path.
 */
function KeepLinksInside({ basename }: { basename: string }) {
  // The app's router (outside the pages' own): its paths are whole, the root included.
  const navigate = useNavigate();
  useEffect(() => {
    const retarget = (event: Event) => {
      const anchor = anchorOf(event);
      if (!anchor || isUnder(anchor.pathname, basename)) return;
      const path = sitePathOf(anchor, basename);
      if (path) anchor.setAttribute('href', basename + path);
    };
    const follow = (event: MouseEvent) => {
      // Links of the router handled their click already (and prevented the page load).
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = anchorOf(event);
      const path = anchor && sitePathOf(anchor, basename);
      if (!path) return;
      event.preventDefault();
      void navigate(basename + path);
    };
    document.addEventListener('pointerover', retarget);
    document.addEventListener('focusin', retarget);
    document.addEventListener('click', follow);
    return () => {
      document.removeEventListener('pointerover', retarget);
      document.removeEventListener('focusin', retarget);
      document.removeEventListener('click', follow);
    };
  }, [basename, navigate]);
  return null;
}

interface PreviewRouterProps {
  /** The preview's address (/admin/preview): where plain links lead under. */
  root: string;
  /** Where the shown language's pages are: the root, or the root and its prefix (/fr). */
  basename: string;
  children: ReactNode;
}

/**
 * Renders `children` as if the site were served from `basename`: a router of their own, on the
 * app's history, whose locations are the site's paths and whose links carry the base. The app's
 * router stays outside it (its location and route matches are not passed in).
 */
export function PreviewRouter({ root, basename, children }: PreviewRouterProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(NavigationContext);
  return (
    <>
      <KeepLinksInside basename={root} />
      <LocationContext.Provider value={null as never}>
        <RouteContext.Provider value={TOP_ROUTE}>
          <Router
            basename={basename}
            location={location}
            navigator={navigator}
            navigationType={navigationType}
          >
            {children}
          </Router>
        </RouteContext.Provider>
      </LocationContext.Provider>
    </>
  );
}
