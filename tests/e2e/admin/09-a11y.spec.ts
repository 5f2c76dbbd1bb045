import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from '../support/axe';
import { apiLogin, openSignedIn, type StoredSession } from './fixtures';

// WCAG 2.2 AA on the login, set-up, invitation and every admin page, in both themes: zero
// violations of any impact (axe with every WCAG A/AA rule, ../support/axe.ts).

let session: StoredSession;
test.beforeAll(async ({ request }) => {
  session = await apiLogin(request);
});

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => {
    localStorage.setItem('vite-ui-theme', t);
    localStorage.setItem('cookie_consent', 'accepted');
  }, theme);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

const adminPages = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/blog', heading: 'Blog Posts' },
  { path: '/admin/team', heading: 'Team Members' },
  { path: '/admin/settings', heading: 'Site Settings' },
  { path: '/admin/inbox', heading: 'Inbox' },
  { path: '/admin/history', heading: 'History' },
  { path: '/admin/account', heading: 'Account' },
  { path: '/admin/users', heading: 'Users' },
  { path: '/admin/security-log', heading: 'Security log' },
];

for (const theme of ['light', 'dark'] as const) {
  test(`/login has no WCAG A/AA violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /Log ?in/i })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test(`/setup-admin has no WCAG A/AA violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/setup-admin');
    await expect(page.locator('main, [role="main"], body').first()).toContainText(/admin/i);
    await page.waitForLoadState('networkidle');
    expect(await wcagViolations(page)).toEqual([]);
  });

  // An invitation link that is not valid (any token): the page still has to be usable.
  test(`/accept-invite has no WCAG A/AA violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/accept-invite#token=not-a-real-invitation');
    await expect(page.getByRole('heading', { name: 'Join the admin team' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await wcagViolations(page)).toEqual([]);
  });

  for (const { path, heading } of adminPages) {
    test(`${path} has no WCAG A/AA violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await openSignedIn(page, session, path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
}
