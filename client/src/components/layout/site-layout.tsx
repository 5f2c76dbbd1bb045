import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '~/components/error-boundary';
import { COOKIE_CONSENT_KEY } from '~/config/storage-keys';
import { ChatLauncher } from '~/features/chat/chat-launcher';
import { onIdle } from '~/lib/idle';
import { getPageMeta, notFoundTitle } from '~/lib/page-meta';
import { isSectionNavigationState } from '~/lib/scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const ConsentBanner = lazy(() => import('~/features/consent/consent-banner'));

function hasConsentChoice(): boolean {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined';
  } catch {
    return true; // Storage blocked: a choice could not be stored anyway, so do not nag.
  }
}

/** Keeps the document's title and description right after client-side navigation. */
function usePageMetaSync(pathname: string) {
  useEffect(() => {
    const meta = getPageMeta(pathname);
    document.title = meta?.title ?? notFoundTitle;
    if (meta) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    }
  }, [pathname]);
}

/** New pages start at the top, unless a section link asked the home page to scroll. */
function useScrollToTopOnNavigate(pathname: string, state: unknown) {
  useEffect(() => {
    if (!isSectionNavigationState(state) && !window.location.hash) window.scrollTo(0, 0);
    // Only a new path is a new page; state changes alone are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/**
 * Marks <html data-hydrated="true"> once the page inside the Suspense boundary (a lazy chunk) has
 * hydrated and become interactive: a signal for browser tests and diagnostics.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The public layout (spec section 2): top bar, main content, footer, chat, consent banner. */
export function SiteLayout() {
  const { pathname, state } = useLocation();
  usePageMetaSync(pathname);
  useScrollToTopOnNavigate(pathname, state);

  // The layout (top bar, chat button) is interactive from here; the page may still be loading.
  useEffect(() => {
    document.documentElement.dataset.layoutHydrated = 'true';
  }, []);

  // The consent banner is its own chunk, fetched when the browser is idle and only if needed.
  const [showConsent, setShowConsent] = useState(false);
  useEffect(() => onIdle(() => setShowConsent(!hasConsentChoice())), []);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-screen outline-none">
        {/* Keyed by path: after a render failure, navigating elsewhere renders again. */}
        <ErrorBoundary key={pathname}>
          <Suspense>
            <Outlet />
            <HydrationMarker />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ChatLauncher />
      {showConsent && (
        <Suspense>
          <ConsentBanner onChoice={() => setShowConsent(false)} />
        </Suspense>
      )}
    </>
  );
}
