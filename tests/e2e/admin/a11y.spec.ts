import type { Page } from '@playwright/test';
import { adminNav } from '~/app/admin-nav';
import { paths } from '~/config/paths';
import { wcagViolations, wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// WCAG 2.2 AA on the login, set-up, invitation and every admin page, in both themes: zero
// violations of any impact (axe with every WCAG A/AA rule, ../support/axe.ts).

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => {
    localStorage.setItem('vite-ui-theme', t);
    localStorage.setItem('cookie_consent', 'accepted');
  }, theme);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** Every page of the admin area (the owner sees them all), from the sidebar's definition. */
// Its heading says what its sidebar item says (matched as Playwright does: in any case, so
// "Security log" for "Security Log", and beside a "Sample" badge).
const adminPages = adminNav.map(({ href, label }) => ({ path: href, heading: label }));

// One load per page: checked in the light theme it was loaded in, then switched to the dark one
// in place and checked again (../support/axe.ts).
test('/login has no WCAG A/AA violations (light and dark)', async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /Log ?in/i })).toBeVisible();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});

test('/setup-admin has no WCAG A/AA violations (light and dark)', async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/setup-admin');
  await expect(page.locator('main, [role="main"], body').first()).toContainText(/admin/i);
  await page.waitForLoadState('networkidle');
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});

// An invitation link that is not valid (any token): the page still has to be usable.
test('/accept-invite has no WCAG A/AA violations (light and dark)', async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/accept-invite#token=not-a-real-invitation');
  await expect(page.getByRole('heading', { name: 'Join the admin team' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});

for (const { path, heading } of adminPages) {
  test(`${path} has no WCAG A/AA violations (light and dark)`, async ({ page, signIn }) => {
    await useTheme(page, 'light');
    await signIn(page, { path });
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
}

// On a phone the wide tables scroll sideways; a keyboard user must be able to reach and scroll
// them (axe scrollable-region-focusable), which at 1440 px only shows when the data is wide.
const withTables: string[] = [paths.admin.inbox, paths.admin.users, paths.admin.securityLog];
const pagesWithTables = adminPages.filter(({ path }) => withTables.includes(path));
for (const { path, heading } of pagesWithTables) {
  test(`${path} has no WCAG A/AA violations on a 390 px phone`, async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useTheme(page, 'light');
    await signIn(page, { path });
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await wcagViolations(page)).toEqual([]);
  });
}

// A long message on a phone: the lead's dialog scrolls, and its body must be reachable by keyboard.
test('an open lead with a long message has no WCAG A/AA violations on a 390 px phone', async ({
  page,
  seed,
  signIn,
}) => {
  const tag = uniqueTag();
  await seed.contact({
    name: `Ines Navarro ${tag}`,
    email: `ines-${tag}@example.com`,
    message: Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of the site survey notes.`).join(
      '\n',
    ),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'light');
  await signIn(page, { path: '/admin/inbox' });
  await page.getByRole('button', { name: `Ines Navarro ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Contact message from Ines Navarro ${tag}` });
  await expect(dialog.getByText('Line 40 of the site survey notes.')).toBeAttached();
  // The dialog's body is a tab stop, so the arrow keys scroll it.
  const body = dialog.getByRole('region', { name: `Contact message from Ines Navarro ${tag}` });
  await body.focus();
  // End reaches the foot of the dialog, past the whole message, to the lead's timeline.
  const timeline = dialog.getByRole('heading', { name: 'Timeline' });
  await expect(timeline).not.toBeInViewport();
  await page.keyboard.press('End');
  await expect(timeline).toBeInViewport();
  expect(await wcagViolations(page)).toEqual([]);
});
