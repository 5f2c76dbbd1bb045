import { expect, login, refreshCookie, test } from './fixtures';

// On this spec's server access tokens live 20 s: fewer than 3 ticks (90 s) remain from the
// start, so the first tick of the 30 s timer refreshes, well before the token expires.

test.use({ serverEnv: { ACCESS_TOKEN_TTL: '20' } });

test('the session is refreshed before the access token expires', async ({ page, admin }) => {
  test.setTimeout(90_000);
  // The tokens the sign-in itself got (the first tick may refresh them before the test looks).
  const grant = page.waitForResponse((r) => r.url().includes('/auth/token?grant_type=password'));
  await login(page, admin);
  const grantResponse = await grant;
  const first = (await grantResponse.json()) as { access_token: string; expires_at: number };
  expect(first.expires_at * 1000 - Date.now()).toBeLessThanOrEqual(21_000);
  // The sign-in's own cookie (the first tick may already have rotated the one in the jar).
  const firstCookie = /admin_refresh_token=([^;]+)/.exec(
    (await grantResponse.headerValue('set-cookie')) ?? '',
  )?.[1];
  expect(firstCookie).toBeTruthy();

  // The refresh token (the HttpOnly cookie) is rotated on every refresh, before the first
  // access token expires.
  await expect
    .poll(async () => (await refreshCookie(page))?.value, { timeout: 15_000, intervals: [250] })
    .not.toBe(firstCookie);
  expect(Date.now()).toBeLessThan(first.expires_at * 1000);

  // After the first token has expired, the admin API still answers, with a newer access token.
  await page.waitForTimeout(Math.max(0, first.expires_at * 1000 - Date.now() + 1_000));
  const inboxCall = page.waitForRequest((r) => r.url().includes('/api/contact-submissions'));
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Inbox' })
    .click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByText(/No contact messages yet|of \d+/).first()).toBeVisible();
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  const bearer = (await inboxCall).headers().authorization;
  expect(bearer).toMatch(/^Bearer /);
  expect(bearer).not.toBe(`Bearer ${first.access_token}`);

  // A reload keeps the (refreshed) session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
});
