import type { Locator, Page } from '@playwright/test';
import {
  COOKIE_CONSENT_KEY,
  SITE_DATA_KEY,
  THEME_STORAGE_KEY,
} from '../../../client/src/config/storage-keys';
import { test as base, expect } from '../fixtures';

// Shared set-up of the public site's browser tests. `page` is a first-time visitor (nothing
// stored); `visitor` one who has already answered the consent banner, so it stays away.

export { expect };

export const test = base.extend<{ visitor: Page }>({
  visitor: async ({ page }, use) => {
    await skipConsentBanner(page);
    await use(page);
  },
});

/** Stores a consent choice before the page loads (unless a test stored one), so the banner stays away. */
export async function skipConsentBanner(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, 'accepted');
  }, COOKIE_CONSENT_KEY);
}

/** Stores a theme before the first load only (a later choice in the test is kept on reload). */
export async function presetTheme(page: Page, theme: 'light' | 'dark' | 'system') {
  await page.addInitScript(
    ({ key, t }) => {
      if (!sessionStorage.getItem('e2e-theme-preset')) {
        sessionStorage.setItem('e2e-theme-preset', '1');
        localStorage.setItem(key, t);
      }
    },
    { key: THEME_STORAGE_KEY, t: theme },
  );
}

/** The site data key's content the admin area would store. */
export async function presetSiteSettings(
  page: Page,
  settings: { phone: string; email: string; address: string },
) {
  await page.addInitScript(
    ({ key, s }) => {
      localStorage.setItem(key, JSON.stringify({ settings: s }));
    },
    { key: SITE_DATA_KEY, s: settings },
  );
}

/** Waits until React has hydrated the prerendered page (the app marks <html> once it has). */
export async function waitForHydration(page: Page) {
  // Polled from the test runner, so it also works while the page's clock is paused.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

export const servicePages = [
  { slug: 'wireless-systems', title: 'Wireless Systems' },
  { slug: 'fiber-optics', title: 'Fiber Optics & LAN/WAN' },
  { slug: 'satellite-communications', title: 'Satellite Communications' },
  { slug: 'security-system-design', title: 'Security System Design' },
  { slug: 'road-traffic-informatics', title: 'Road Traffic Informatics' },
  { slug: 'system-integration', title: 'System Integration' },
];

export const caseStudyPages = [
  { slug: 'smart-city-5g', title: 'Smart City 5G Network', stats: ['10x', '90%'] },
  { slug: 'national-fiber-backbone', title: 'National Fiber Backbone', stats: ['10,000km', '50+'] },
  { slug: 'corporate-hq-security', title: 'Corporate HQ Security Overhaul', stats: ['75%'] },
];

/**
 * Waits for a lazy chunk's content under a paused clock (page.clock.pauseAt): React reveals a
 * resolved Suspense boundary on a short timer, which the clock must let pass.
 */
export async function showLazyChunk(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(locator).toBeVisible({ timeout: 200 });
  }).toPass();
}
