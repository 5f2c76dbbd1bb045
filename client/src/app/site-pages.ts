import { lazyWithPreload } from '~/lib/lazy-with-preload';

// Each page is its own chunk; the admin area in particular is never downloaded by visitors.

/** The public pages (inside the site layout): the ones prerendered at build time. */
export const sitePages = [
  { path: '/', Page: lazyWithPreload(() => import('~/pages/home-page')) },
  { path: '/quote', Page: lazyWithPreload(() => import('~/pages/quote-page')) },
  { path: '/careers', Page: lazyWithPreload(() => import('~/pages/careers-page')) },
  { path: '/privacy-policy', Page: lazyWithPreload(() => import('~/pages/privacy-policy-page')) },
  {
    path: '/terms-of-service',
    Page: lazyWithPreload(() => import('~/pages/terms-of-service-page')),
  },
  { path: '/services/:slug', Page: lazyWithPreload(() => import('~/pages/service-page')) },
  { path: '/case-studies/:slug', Page: lazyWithPreload(() => import('~/pages/case-study-page')) },
];
