import { expect, type Page } from '@playwright/test';

// The admin sweeps (admin/csp, admin/narrow-screens, admin/tab-titles) visit every page of the
// sidebar. A full page load per page (the app's scripts parsed and run again, the session
// refreshed, the live content fetched) was most of their CPU: they open each page as a click in
// the sidebar does, in the one document the test loaded.

/**
 * Opens `href` with a click on its sidebar link (through the menu button where the screen is too
 * narrow for the sidebar) and waits until that page has rendered: its tab title is set anew. The
 * title is cleared before the click, so the previous page's title never passes for the new
 * page's, and a page that sets none fails here as a fresh load left at "Loading…" would.
 */
export async function openFromSidebar(page: Page, href: string): Promise<void> {
  if (new URL(page.url()).pathname === href) return;
  await page.evaluate(() => {
    document.title = '';
  });
  const link = page.getByRole('navigation', { name: 'Admin' }).locator(`a[href="${href}"]`);
  if (!(await link.isVisible()))
    await page.locator('button[aria-controls="admin-sidebar"]').click();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page, `${href} sets its tab title`).not.toHaveTitle('');
}
