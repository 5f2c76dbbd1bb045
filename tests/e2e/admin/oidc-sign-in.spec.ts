import type { Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../../support/oidc-test-provider';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test as base, uniqueTag } from './fixtures';

// Signing in through the firm's identity provider: the login page offers the
// provider's button first, and a sign-in is a round trip through a real OpenID provider (one per
// worker) that ends signed in, as a password sign-in does; a refusal is explained on the page.

const test = base.extend<object, { idp: TestProvider }>({
  idp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const idp = await startTestProvider({});
      await use(idp);
      await idp.close();
    },
    { scope: 'worker' },
  ],
  // The server signs in through the worker's provider; people of firm.example get an account,
  // their role from their groups.
  serverEnv: async ({ idp }, use) => {
    await use({
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_DISPLAY_NAME: 'Contoso',
      OIDC_ALLOWED_DOMAINS: 'firm.example',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAP: 'site-owners=owner,site-sales=sales',
    });
  },
  // The server's address is known once it runs: the provider then accepts its redirect URI.
  server: async ({ server, idp }, use) => {
    await idp.registerRedirectUri(`${server.url}/auth/oidc/callback`);
    await use(server);
  },
});

/** A person in the provider's directory, signed in there through its form. */
async function signInAtProvider(page: Page, idp: TestProvider, groups: string[]) {
  const email = `${uniqueTag()}@firm.example`;
  idp.directory.set(email, { sub: email, email, groups });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Contoso' }).click();
  await expect(page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  return email;
}

test('the login page offers the provider first, and has no WCAG A/AA violations', async ({
  page,
}) => {
  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Sign in with Contoso' });
  await expect(button).toBeVisible();
  const before = await button.evaluate(
    (link) =>
      (link.compareDocumentPosition(document.querySelector('input[name="email"]')!) &
        Node.DOCUMENT_POSITION_FOLLOWING) !==
      0,
  );
  expect(before).toBe(true);
  await expect(page.getByText('or with your password')).toBeVisible();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});

test('a round trip through the provider signs in, and the Users page says how', async ({
  page,
  idp,
}) => {
  const email = await signInAtProvider(page, idp, ['site-owners']);
  await expect(page.getByTestId('toast')).toContainText('Login Successful!');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The refresh cookie holds the session, as after a password: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/users');
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('signs in with Contoso');
});

test('a person in no mapped group is refused, with whom to ask, on the login page', async ({
  page,
  idp,
}) => {
  await signInAtProvider(page, idp, ['canteen']);
  await expect(page).toHaveURL(/\/login$/);
  const alert = page.getByRole('alert').filter({ hasText: 'Sign-in with Contoso refused' });
  await expect(alert).toContainText('is in no group that has access here');
  // The outcome is read once: a reload shows the plain login page.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in with Contoso' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
