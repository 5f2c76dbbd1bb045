import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { randomPassword } from '../support/accounts';
import { expect, test } from './fixtures';

// The one-time admin bootstrap. Before the first admin, every test has a server of its own,
// started as `npm start` on a laptop (no NODE_ENV, no JWT_SECRET: the server makes its secret
// in the data folder), with an empty database; afterwards, any server with an admin will do.

const admin = { email: 'admin@e2e.example.com', password: randomPassword() };

/**
 * Holds the page's clock still (after `page.clock.install()`): its timers (the redirect to
 * /login) fire only as the test moves the clock, so "after 3 s" is checked exactly, whatever the
 * load.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1_000);
}

/**
 * Waits for `locator` on a paused clock, moving it 20 ms at a time (the page's start-up and a
 * sign-up's request use timers too), so at most ~40 ms of the page's time pass after it shows.
 */
async function visibleOnPausedClock(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(locator).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [0], timeout: 20_000 });
}

async function adminExists(request: APIRequestContext): Promise<boolean> {
  const response = await request.get('/api/setup');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { admin_exists: boolean }).admin_exists;
}

test.describe('before the first admin', () => {
  test.use({ freshServer: true, serverEnv: { NODE_ENV: '', JWT_SECRET: '' } });

  test('asks for the setup token and validates the form', async ({ page }) => {
    await page.goto('/setup-admin');
    await expect(page.getByLabel('Setup token')).toBeVisible();
    await expect(page.getByText(/printed in its log when it started/)).toBeVisible();
    await expect(page.getByText('ADMIN_SETUP_TOKEN')).toBeVisible();

    // Rules shown live.
    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(
      rules.getByRole('listitem').filter({ hasText: 'At least 12 characters' }),
    ).toContainText('not met');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await expect(
      rules.getByRole('listitem').filter({ hasText: 'Both passwords match' }),
    ).toContainText('not met');

    // Short password and mismatch: refused in the browser.
    await page.getByLabel('Setup token').fill('whatever');
    await page.getByLabel('Administrator email').fill(admin.email);
    await page.getByRole('button', { name: 'Create admin account' }).click();
    await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm password').fill(`${admin.password}x`);
    await page.getByRole('button', { name: 'Create admin account' }).click();
    await expect(page.getByText('Password must be at least 12 characters')).toBeHidden();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('refuses a wrong setup token with the spec wording', async ({ page, request, server }) => {
    await page.goto('/setup-admin');
    await page.getByLabel('Setup token').fill(`wrong-${server.setupToken.slice(0, 4)}`);
    await page.getByLabel('Administrator email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm password').fill(admin.password);
    await page.getByRole('button', { name: 'Create admin account' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error creating admin user:' });
    await expect(alert).toContainText('setup token is not valid');
    await expect(page.getByRole('status', { name: /checking/i })).toHaveCount(0);
    expect(await adminExists(request)).toBe(false);
  });

  test('creates the admin, then redirects to /login after 5 s', async ({
    page,
    request,
    server,
  }) => {
    expect(await adminExists(request)).toBe(false);
    await page.clock.install();
    await page.goto('/setup-admin');
    await page.getByLabel('Setup token').fill(server.setupToken);
    await page.getByLabel('Administrator email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm password').fill(admin.password);
    await expect(
      page.getByRole('list', { name: 'Password rules' }).getByText('(not met)'),
    ).toHaveCount(0);
    await pauseClock(page);
    await page.getByRole('button', { name: 'Create admin account' }).click();
    await visibleOnPausedClock(page, page.getByText(`Admin account created for ${admin.email}`));
    await page.clock.runFor(4_900);
    await expect(page).toHaveURL(/\/setup-admin$/);
    await page.clock.runFor(100);
    await page.waitForURL('**/login');
    expect(await adminExists(request)).toBe(true);
  });
});

test.describe('once an admin exists', () => {
  test('the page says so and redirects to /login after 3 s', async ({ page, admin: _existing }) => {
    await page.clock.install();
    await pauseClock(page);
    await page.goto('/setup-admin');
    await visibleOnPausedClock(
      page,
      page.getByText('Admin account already exists. Redirecting to login...'),
    );
    await expect(page.getByLabel('Setup token')).toHaveCount(0);
    await page.clock.runFor(2_900);
    await expect(page).toHaveURL(/\/setup-admin$/);
    await page.clock.runFor(100);
    await page.waitForURL('**/login');
  });

  test('the setup API refuses a second admin', async ({ request, server, admin: _existing }) => {
    const response = await request.post('/api/setup', {
      data: {
        setup_token: server.setupToken,
        email: 'second@e2e.example.com',
        password: admin.password,
      },
    });
    expect(response.status()).toBe(409);
  });
});
