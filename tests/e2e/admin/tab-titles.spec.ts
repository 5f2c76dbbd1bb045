import { openFromSidebar } from '../support/sidebar';
import { expect, test } from './fixtures';

// Every admin page names itself in the browser's tab ("Inbox · Admin"), the sign-in, set-up and
// invitation pages included: none is left at the shell's "Loading…".

const TITLE = /^[^·]+ · Admin$/;

test('the login, set-up and invitation pages set their tab titles', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveTitle('Admin Login · Admin');
  await page.goto('/setup-admin');
  await expect(page).toHaveTitle('Set up the admin account · Admin');
  await page.goto('/accept-invite#token=not-a-real-invitation');
  await expect(page.getByRole('heading', { name: 'Join the admin team' })).toBeVisible();
  await expect(page).toHaveTitle('Join the admin team · Admin');
});

test('every page of the sidebar, and an unknown admin address, sets its tab title', async ({
  adminPage: page,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const links = await sidebar
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors
        .map((a) => ({ href: a.getAttribute('href')!, label: a.textContent!.trim() }))
        .filter(({ href }) => href.startsWith('/admin')),
    );
  expect(links.length).toBeGreaterThan(10);
  // Each page as a sidebar click opens it; the title is cleared before, so each page's own counts.
  for (const { href, label } of links) {
    await openFromSidebar(page, href);
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    await expect(page, `${href} (${label})`).toHaveTitle(TITLE);
  }
  await page.goto('/admin/no-such-page');
  await expect(page).toHaveTitle('Page not found · Admin');
});
