import { expect, login, refreshCookie, test } from './fixtures';

// On this spec's server access tokens live 20 s: fewer than 3 ticks (90 s) remain from the
// start, so the first tick of the 30 s timer refreshes, well before the token expires. The
// token's expiry is reached by moving the server's clock and the page's together (serverClock,
// page.clock), not by waiting for it.

test.use({ freshServer: true, serverClock: true, serverEnv: { ACCESS_TOKEN_TTL: '20' } });

test('the session is refreshed before the access token expires', async ({
  page,
  admin,
  server,
  request,
}) => {
  // The page's clock runs as usual until the test moves it.
  await page.clock.install();
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

  // After the first token has expired (both clocks a second past it), the admin API still
  // answers, with a newer access token.
  const past = Math.max(0, first.expires_at * 1000 - Date.now() + 1_000);
  await server.jumpClock(Date.now() + past);
  await page.clock.fastForward(past);
  const withFirst = { headers: { authorization: `Bearer ${first.access_token}` } };
  expect((await request.get('/api/contact-submissions', withFirst)).status()).toBe(401);
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
