import type { Seed } from '../fixtures';
import { messagesIn } from '@shared/messages/all-languages';
import { ACCESS, listRoles } from '@shared/vocabularies/roles';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// The admin speaks the site's default language (issue 54, item 7; decision 054): on a French
// site its frame, dashboard, account page and login page read French, from the catalogues
// (shared/messages/admin/fr/).

// It publishes the French identity: a server of its own.
test.use({ freshServer: true });

const shell = messagesIn('fr', 'adminShell');
const account = messagesIn('fr', 'adminAccount');

/** Publishes French as the site's only language. */
const publishFrench = (seed: Seed) =>
  seed.publish((content) => ({
    ...content,
    identity: { ...content.identity, languages: [{ tag: 'fr', name: 'Français' }] },
  }));

test('a French site’s dashboard, sidebar and account page read French', async ({
  page,
  seed,
  signIn,
}) => {
  await publishFrench(seed);
  await signIn(page, { path: '/admin' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { name: shell.dashboard.title(), level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(shell.dashboard.overviewBoth())).toBeVisible();
  await expect(page).toHaveTitle(`${shell.dashboard.title()} · ${shell.layout.admin()}`);
  await expect(page.getByTestId('stat-new-leads')).toBeVisible();
  await expect(page.getByText(shell.dashboard.newLeads.title(), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: shell.dashboard.chart.title() })).toBeVisible();
  await expect(
    page.getByRole('button', { name: shell.dashboard.chart.days({ count: 90 }) }),
  ).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: shell.layout.navLabel() });
  for (const label of [
    shell.nav.dashboard.label(),
    shell.nav.inbox.label(),
    shell.nav.users.label(),
    shell.nav.account.label(),
  ]) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // A collection's editor by the registry's words in French.
  const registry = messagesIn('fr', 'adminRegistry');
  await expect(
    sidebar.getByRole('link', { name: registry.caseStudies.title(), exact: true }),
  ).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: shell.nav.groups.content() })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: shell.layout.logout() })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  // The account page: its heading, an empty state and a button.
  await sidebar.getByRole('link', { name: shell.nav.account.label(), exact: true }).click();
  await expect(
    page.getByRole('heading', { name: account.account.title(), level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(account.twoFactor.noPasskey())).toBeVisible();
  await expect(page.getByRole('button', { name: account.twoFactor.add() })).toBeVisible();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});

test('a French site tells a role what it may not open, the role counted', async ({
  page,
  seed,
  signIn,
  createAdmin,
}) => {
  await publishFrench(seed);
  const sales = await createAdmin({ role: 'sales' });
  await signIn(page, { as: sales, path: '/admin/users' });
  await expect(
    page.getByRole('heading', { name: shell.roleGate.heading(), level: 1 }),
  ).toBeVisible();
  // The Users page is for one role: « réservé au rôle owner » (the plural's "one").
  expect(ACCESS.owner).toHaveLength(1);
  const forOwners = shell.roleGate.forRoles({
    what: shell.nav.users.what(),
    roles: listRoles(ACCESS.owner),
    count: ACCESS.owner.length,
  });
  expect(forOwners).toContain('au rôle');
  await expect(page.getByText(forOwners)).toBeVisible();
});

test('a French site’s login page reads French', async ({ page, seed }) => {
  await publishFrench(seed);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: account.login.title(), level: 1 })).toBeVisible();
  await expect(page.getByLabel(account.login.email())).toBeVisible();
  await expect(page.getByLabel(account.login.password())).toBeVisible();
  await expect(
    page.getByRole('button', { name: account.login.submit(), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: account.login.backToSite() })).toBeVisible();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});
