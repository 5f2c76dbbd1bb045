import type { Page } from '@playwright/test';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import type { LeadStats } from '@shared/schemas/lead-stats';
import { expect, test } from '../fixtures';
import { presetTheme } from '../public/fixtures';
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

// The admin dashboard's look. Its lead figures come from a server other tests add leads to,
// and its chart ends today, so both are answered here with fixed data of the
// API's own types: the same bars and counts on every run and every day.

/** New leads by kind; any other kind has none. */
const NEW_LEADS: Partial<Record<LeadKind, number>> = { contact: 3, quote: 2 };

/** Thirty days with a bit of everything: quiet days, busy days, spam on some. */
function leadStats(): LeadStats {
  const start = Date.UTC(2025, 4, 18);
  const series = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    contact: [0, 1, 2, 1, 3][i % 5]!,
    quote: [1, 0, 0, 2, 1, 0][i % 6]!,
    spam: i % 7 === 3 ? 2 : 0,
  }));
  const sum = (key: 'contact' | 'quote' | 'spam') => series.reduce((n, day) => n + day[key], 0);
  return {
    days: 30,
    time_zone: 'America/New_York',
    from: series[0]!.date,
    to: series.at(-1)!.date,
    series,
    totals: { contact: sum('contact'), quote: sum('quote'), spam: sum('spam') },
  };
}

async function answerLeadRequests(page: Page) {
  await page.route('**/api/admin/lead-stats?*', (route) => route.fulfill({ json: leadStats() }));
  // An admin with a second factor: the two-step notice is tested in admin/screens.spec.ts.
  await page.route('**/api/account/mfa', (route) =>
    route.fulfill({ json: { totp: true, passkeys: [], recovery_codes_left: 10, required: false } }),
  );
  for (const kind of LEAD_KINDS) {
    await page.route(`**${LEAD_KIND_SPECS[kind].path}?*`, (route) =>
      route.fulfill({ json: { items: [], total: NEW_LEADS[kind] ?? 0 } }),
    );
  }
}

for (const theme of themes) {
  for (const width of Object.keys(widths) as Width[]) {
    test(`admin dashboard, ${theme}, ${width}`, async ({ page, signIn }) => {
      skipWithoutBaselines();
      await page.setViewportSize(widths[width]);
      await presetTheme(page, theme);
      await alwaysUseWebFont(page);
      await answerLeadRequests(page);
      await signIn(page, { path: '/admin' });
      const newLeads = Object.values(NEW_LEADS).reduce((sum, n) => sum + (n ?? 0), 0);
      await expect(page.getByTestId('stat-new-leads')).toHaveText(String(newLeads));
      await expect(page.getByTestId('leads-chart')).toBeVisible();
      await settle(page);
      // Nothing (the chart's screen-reader table once did) makes the page scroll sideways.
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBe(widths[width].width);
      await expectScreenshot(page, `dashboard-${theme}-${width}.png`, {
        fullPage: drawsWholePage(theme, width),
        // The signed-in address is the test server's admin, a new one on every run.
        mask: [page.getByText(/^Signed in as /)],
      });
    });
  }
}
