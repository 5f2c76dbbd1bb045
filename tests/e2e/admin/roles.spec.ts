import type { Page, Request } from '@playwright/test';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '@shared/lead-kinds';
import { ACCESS, type Role } from '@shared/vocabularies/roles';
import { adminNav, sidebarGroups } from '~/app/admin-nav';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// What an editor and a sales user see, and what they cannot open (decision 016). Each
// account is made by the fixtures (createAdmin({ role })) and signed in without the form.

/** The labels of the sidebar a role sees, from the sidebar's own definition. */
const sidebarOf = (role: Role) =>
  sidebarGroups({ role }, adminNav).flatMap(({ items }) => items.map((item) => item.label));

/** The sidebar's page links (the fixed "Back to Site" left out). */
async function sidebarPages(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((t) => t.trim()).filter((t) => t !== 'Back to Site');
}

/** Opening `path` directly answers the role's screen, not an error. */
async function expectNotAvailable(page: Page, path: string, role: string) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { name: 'Not available for your role', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(`You are signed in as ${role}`)).toBeVisible();
}

/** Every request the page makes to the lead API (the editor must make none). */
function leadRequests(page: Page): string[] {
  const seen: string[] = [];
  const leadApi = [
    ...LEAD_KINDS.map((kind) => LEAD_KIND_SPECS[kind].path),
    '/api/admin/lead-stats',
    '/api/admin/data-subject',
  ];
  const isLeadApi = (request: Request) =>
    leadApi.some((path) => new URL(request.url()).pathname.startsWith(path));
  page.on('request', (request) => {
    if (isLeadApi(request)) seen.push(request.url());
  });
  return seen;
}

test.describe('an editor', () => {
  // The editor publishes: a server of the test's own, so no other test's pages change.
  test.use({ freshServer: true });

  test('an editor edits and publishes the site content, and never sees a lead', async ({
    page,
    request,
    signIn,
    createAdmin,
  }) => {
    test.slow(); // a whole working session: sign-in, edits, several pages
    const editor = await createAdmin({ role: 'editor' });
    const leadCalls = leadRequests(page);
    await signIn(page, { as: editor });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // Every content editor, and none of the leads' or the owner's pages.
    for (const { label, page: which, roles } of adminNav) {
      if (!('fixed' in which)) expect(sidebarOf('editor')).toContain(label);
      if (roles === ACCESS.leads || roles === ACCESS.owner) {
        expect(sidebarOf('editor')).not.toContain(label);
      }
    }
    expect(await sidebarPages(page)).toEqual(sidebarOf('editor'));
    await expect(page.getByTestId('stat-blog-posts')).toBeVisible();
    await expect(page.getByTestId('stat-new-leads')).toHaveCount(0);
    await expect(page.getByTestId('leads-chart')).toHaveCount(0);

    // Edit, publish, and find the version in the history under the editor's name.
    const phone = `+1 (555) 010-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Site Settings' })
      .click();
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Site settings have been updated');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish your working copy' });
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('toast')).toContainText('Published!');
    expect(await (await request.get('/')).text()).toContain(phone);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'History' })
      .click();
    await expect(page.getByTestId('version-row').first()).toContainText(editor.email);

    // The pages of the other roles, opened by their address.
    await expectNotAvailable(page, '/admin/inbox', 'Editor');
    await expect(
      page.getByText('The inbox is for the owner, sales and hiring roles'),
    ).toBeVisible();
    await expectNotAvailable(page, '/admin/users', 'Editor');
    await expectNotAvailable(page, '/admin/security-log', 'Editor');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(leadCalls).toEqual([]);
  });
});

test('sales works the leads, never publishes, and follows a role change at once', async ({
  page,
  signIn,
  createAdmin,
  seed,
  adminApi,
}) => {
  test.slow(); // a whole working session: sign-in, edits, several pages
  const tag = uniqueTag();
  const sales = await createAdmin({ role: 'sales' });
  await seed.contact({
    name: `Rosa Lind ${tag}`,
    email: `rosa-${tag}@example.com`,
    message: 'A site survey',
  });

  await signIn(page, { as: sales });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await sidebarPages(page)).toEqual(sidebarOf('sales'));
  await expect(page.getByTestId('stat-new-leads')).not.toHaveText('…');
  await expect(page.getByTestId('leads-chart')).toBeVisible();
  await expect(page.getByTestId('stat-blog-posts')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);

  // The inbox: open the lead, file it.
  await page.getByRole('link', { name: /New leads/ }).click();
  await page.getByRole('button', { name: `Rosa Lind ${tag}` }).click();
  const lead = page.getByRole('dialog', { name: `Contact message from Rosa Lind ${tag}` });
  await expect(lead.getByText('A site survey')).toBeVisible();
  await lead.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(lead.locator('dd').getByText('Handled', { exact: true })).toBeVisible();
  await lead.getByRole('button', { name: 'Close' }).click();

  await expectNotAvailable(page, '/admin/blog', 'Sales');
  await expectNotAvailable(page, '/admin/history', 'Sales');
  await expectNotAvailable(page, '/admin/users', 'Sales');
  await expectNotAvailable(page, '/admin/preview', 'Sales');

  // An owner makes them an editor: their very next request is answered for the new role, and
  // the screens follow without signing in again.
  await page.goto('/admin');
  await expect(page.getByTestId('stat-new-leads')).toBeVisible();
  // The dashboard's own requests answered (as sales) before the change: one still in flight was
  // answered for the new role and the sidebar lost its Inbox link under the test's click.
  await expect(page.getByTestId('stat-new-leads')).not.toHaveText('…');
  await page.waitForLoadState('networkidle');
  const changed = await adminApi.patch(`/api/admin/users/${sales.id}`, {
    data: { role: 'editor' },
  });
  expect(changed.status()).toBe(200);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Inbox' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Not available for your role', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('You are signed in as Editor')).toBeVisible();
  await expect.poll(() => sidebarPages(page)).toEqual(sidebarOf('editor'));
});

test('an owner invites with a role (editor unless chosen) and changes roles on the Users page', async ({
  page,
  signIn,
  createAdmin,
}) => {
  const editor = await createAdmin({ role: 'editor' });
  await signIn(page, { path: '/admin/users' });
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('editor');

  const role = page.getByRole('combobox', { name: `Role of ${editor.email}` });
  await expect(role).toHaveValue('editor');
  await role.selectOption('sales');
  const confirm = page.getByRole('alertdialog', { name: `Make ${editor.email} Sales?` });
  // Cancelling leaves the role as it was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(role).toHaveValue('editor');
  await role.selectOption('sales');
  await confirm.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByTestId('toast')).toContainText(`${editor.email} is now Sales`);
  await expect(role).toHaveValue('sales');

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Security Log' })
    .click();
  await page.getByLabel('Event').selectOption('user.role_changed');
  await expect(page.getByRole('row').filter({ hasText: editor.email }).first()).toContainText(
    'from: editor · to: sales',
  );
});

// Each screen is checked in the light theme it was loaded in, then in the dark one (switched in
// place, ../support/axe.ts).
test('the role screens have no WCAG A/AA violations in either theme and fit a 390 px phone', async ({
  page,
  browser,
  signIn,
  createAdmin,
}) => {
  test.slow(); // two accounts, four screens, eight axe runs
  const who = await createAdmin({ role: 'sales' });
  await page.addInitScript(() => {
    localStorage.setItem('vite-ui-theme', 'light');
    localStorage.setItem('cookie_consent', 'accepted');
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, { as: who, path: '/admin/users' });
  await expect(
    page.getByRole('heading', { name: 'Not available for your role', level: 1 }),
  ).toBeVisible();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/admin/users', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect(await wcagViolationsInBothThemes(page), path).toEqual({ light: [], dark: [] });
  }

  // The owner's Users page with its role controls, on a phone.
  const ownerPage = await (await browser.newContext()).newPage();
  await ownerPage.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await ownerPage.setViewportSize({ width: 390, height: 844 });
  await signIn(ownerPage, { path: '/admin/users' });
  await expect(ownerPage.getByRole('combobox', { name: `Role of ${who.email}` })).toBeVisible();
  const ownerOverflow = await ownerPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(ownerOverflow).toBeLessThanOrEqual(0);
  expect(await wcagViolationsInBothThemes(ownerPage)).toEqual({ light: [], dark: [] });
  await ownerPage.context().close();
});
