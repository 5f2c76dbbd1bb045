import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '~/components/error-boundary';
import { ChatLauncher } from '~/features/chat/chat-launcher';
import { hasConsentChoice, useConsentNeeded } from '~/features/consent/consent-state';
import english from '@shared/messages/compiled/en/frame.js';
import { lazyWithPreload } from '~/lib/lazy-with-preload';
import { useMessages } from '~/lib/messages';
import { isSectionNavigationState } from '~/lib/scroll';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';

// Its own chunk: only visitors without a stored choice download it.
const ConsentBanner = lazyWithPreload(() => import('~/features/consent/consent-banner'));

/**
 * Fetches the consent banner's chunk if this visitor will see it (main.tsx, before hydrating).
 * On the server always: every rendered page has the banner (a stored choice hides it before the
 * first paint, features/consent/consent-state.ts).
 */
export function preloadConsentBanner(): Promise<unknown> {
  const onServer = typeof window === 'undefined';
  return !onServer && hasConsentChoice() ? Promise.resolve() : ConsentBanner.preload();
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

/** The public layout: top bar, main content, footer, chat, consent banner. */
export function SiteLayout() {
  const { pathname, state } = useLocation();
  useScrollToTopOnNavigate(pathname, state);

  // The layout (top bar, chat button) is interactive from here; the page may still be loading.
  useEffect(() => {
    document.documentElement.dataset.layoutHydrated = 'true';
  }, []);

  const consentNeeded = useConsentNeeded();
  const t = useMessages('frame', english);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {t.skip()}
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
      {consentNeeded && (
        <Suspense>
          <ConsentBanner />
        </Suspense>
      )}
    </>
  );
}
