import { expect, test } from '../fixtures';
import { presetTheme, skipConsentBanner, waitForHydration } from '../public/fixtures';
import {
  alwaysUseWebFont,
  drawsWholePage,
  expectScreenshot,
  settle,
  skipWithoutBaselines,
  themes,
  widths,
  type Width,
} from './visual';

// The public pages' look: every page in both themes at a laptop's and a phone's width, one page
// load each. What each draws: visual.ts (drawsWholePage).

const pages = [
  { name: 'home', path: '/' },
  { name: 'quote', path: '/quote' },
  { name: 'service', path: '/services/fiber-optics' },
  { name: 'case-study', path: '/case-studies/smart-city-5g' },
  { name: 'careers', path: '/careers' },
  { name: 'post', path: '/blog/cutting-false-alarms-with-video-analytics' },
];

for (const { name, path } of pages) {
  for (const theme of themes) {
    for (const width of Object.keys(widths) as Width[]) {
      // The consent banner is part of a first visit's look: drawn once, on the phone (its compact
      // bar), over the home page's first screen. Everywhere else a choice is stored beforehand.
      const withConsentBanner = name === 'home' && theme === 'dark' && width === 'phone';

      test(`${name}, ${theme}, ${width}`, async ({ page }) => {
        skipWithoutBaselines();
        await page.setViewportSize(widths[width]);
        await presetTheme(page, theme);
        await alwaysUseWebFont(page);
        if (!withConsentBanner) await skipConsentBanner(page);
        // A clock of the test's: the chat button's 2 s delay is skipped instead of waited out (a
        // screenshot taken either side of it would differ), and the date is the same every run.
        await page.clock.install({ time: new Date('2025-06-16T09:00:00Z') });
        await page.goto(path);
        await waitForHydration(page);
        await page.clock.fastForward(2_000);
        await expect(page.getByRole('button', { name: 'Open chat: Ask us' })).toBeVisible();
        await settle(page);
        const prefix = `${name}-${theme}-${width}`;

        if (withConsentBanner) {
          await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
          await expectScreenshot(page, `${prefix}-first-screen-with-consent.png`);
        } else if (drawsWholePage(theme, width)) {
          // The year is the build's (prerendered into the page), so it changes every January.
          const mask = [page.getByText(/All rights reserved/)];
          await expectScreenshot(page, `${prefix}-page.png`, { fullPage: true, mask });
        } else {
          await expectScreenshot(page, `${prefix}-first-screen.png`);
        }
      });
    }
  }
}
