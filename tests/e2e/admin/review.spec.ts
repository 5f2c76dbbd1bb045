import type { Browser, Page } from '@playwright/test';
import { passwordGrant, type Account } from '../support/accounts';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// Review before publishing (issue 41, item 1): with REQUIRE_REVIEW=on an editor's Publish asks
// for a review; an owner sees the change on the Reviews page, approves it and publishes it, and
// the live page shows it. A preview link of the saved version opens in a browser with no
// session. On a server of its own: it publishes, with a setting of its own.

test.use({ freshServer: true, serverEnv: { REQUIRE_REVIEW: 'on' } });

const PHONE = '+1 (555) 410-0777';

/** `editor` asks for a review of the live content with PHONE, through the API (202). */
async function askForReview(origin: string, editor: Account, message?: string) {
  const { access_token } = await passwordGrant(origin, editor);
  const live = await (await fetch(`${origin}/api/site-content`)).json();
  const asked = await fetch(`${origin}/api/site-content`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      content: { ...live.content, settings: { ...live.content.settings, phone: PHONE } },
      base_version: live.version,
      ...(message ? { message } : {}),
    }),
  });
  expect(asked.status).toBe(202);
}

test('an editor asks for a review; an owner approves and publishes; the live page shows it', async ({
  browser,
  server,
  signIn,
  createAdmin,
}) => {
  test.slow(); // two browsers and a third, a publish
  const editorAccount = await createAdmin({ role: 'editor' });
  const browse = async (b: Browser) =>
    await (await b.newContext({ baseURL: server.url })).newPage();
  const editor = await signIn(await browse(browser), {
    as: editorAccount,
    path: '/admin/settings',
  });

  // The editor's Publish is a request for a review, with a message; nothing goes live.
  await editor.getByLabel('Phone').fill(PHONE);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor.getByTestId('toast')).toContainText('Site settings have been updated');
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = editor.getByRole('dialog', { name: 'Request a review of your working copy' });
  await dialog.getByLabel('Message for the reviewers').fill('The new switchboard number');
  await dialog.getByRole('button', { name: 'Request review' }).click();
  await expect(editor.getByTestId('toast').first()).toContainText('Review requested');
  const before = await (await editor.request.get('/api/site-content')).json();
  expect(before.version).toBe(0);

  // The editor sees the request, but no Approve: nobody approves their own changes.
  await editor.goto('/admin/reviews');
  const own = editor.getByRole('listitem', { name: 'Review of version 1' });
  await expect(own).toContainText('Waiting for review');
  await expect(own.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // A preview link of the saved version opens in a fresh browser, without a session.
  await own.getByRole('button', { name: 'Share version 1 as a preview link' }).click();
  const share = editor.getByRole('dialog', { name: 'Share version 1' });
  await share.getByRole('button', { name: 'Make link' }).click();
  const url = await share.getByTestId('preview-link-url').inputValue();
  await share.getByRole('button', { name: 'Done' }).click();
  const stranger = await browser.newContext({ baseURL: server.url });
  const visitor = await stranger.newPage();
  expect((await visitor.goto(new URL(url).pathname))!.status()).toBe(200);
  await expect(visitor.getByText(PHONE).first()).toBeVisible();
  await stranger.close();

  // The owner reviews: the summary of changes and the message; approves; publishes now.
  const owner = await signIn(await browse(browser), { path: '/admin/reviews' });
  const card = owner.getByRole('listitem', { name: 'Review of version 1' });
  await expect(card).toContainText('The new switchboard number');
  await expect(card).toContainText('phone changed');
  await expect(card).toContainText(editorAccount.email);
  expect(await wcagViolationsInBothThemes(owner)).toEqual({ light: [], dark: [] });
  await card.getByRole('button', { name: 'Approve version 1' }).click();
  await expect(card).toContainText('Approved');
  await expect(card.getByRole('link', { name: 'Schedule version 1' })).toHaveAttribute(
    'href',
    '/admin/schedules?version=1',
  );
  await card.getByRole('button', { name: 'Publish now version 1' }).click();
  await expect(card).toContainText('Published');

  // The live page shows the change; the history tells the story.
  const site = await browse(browser);
  await site.goto('/');
  await expect(site.getByText(PHONE).first()).toBeVisible();
  await owner.goto('/admin/history');
  // Newest first: the published version 2, then the saved version 1 it came from.
  const saved = owner.getByTestId('version-row').nth(1);
  await expect(saved).toContainText('Saved, not published');
  await expect(saved).toContainText('Review requested');
  await expect(saved).toContainText('Approved');
  await expect(owner.getByTestId('version-row').first()).toContainText(
    'from saved version 1: phone changed',
  );
  expect(await wcagViolationsInBothThemes(owner)).toEqual({ light: [], dark: [] });
});

test('the Reviews page is readable at 390 px, in both themes', async ({
  browser,
  server,
  signIn,
  createAdmin,
}) => {
  // A review to show, asked for by an editor through the API.
  const editor = await createAdmin({ role: 'editor' });
  await askForReview(
    server.url,
    editor,
    'A longer message for the reviewers, to see it wrap on a phone-sized screen.',
  );

  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
  });
  const page: Page = await signIn(await context.newPage(), { path: '/admin/reviews' });
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Review of version 1' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  await context.close();
});

test.describe('on the worker’s shared server', () => {
  // Giving a grant neither publishes nor depends on REQUIRE_REVIEW (the Users page offers it
  // either way): no server of its own to start for it.
  test.use({ freshServer: false, serverEnv: {} });

  test('an owner gives an editor the reviewer grant on the Users page', async ({
    adminPage: page,
    createAdmin,
    adminApi,
  }) => {
    const editor = await createAdmin({ role: 'editor' });
    await page.goto('/admin/users');
    await page.getByLabel(`Add a role to ${editor.email}`).selectOption('reviewer');
    const confirm = page.getByRole('alertdialog', {
      name: `Let ${editor.email} also work as Reviewer?`,
    });
    await expect(confirm).toContainText('Approves or asks for changes');
    await confirm.getByRole('button', { name: 'Add the role' }).click();
    await expect(page.getByTestId('toast').first()).toContainText('is also Reviewer now');
    const users = (await (await adminApi.get('/api/admin/users')).json()).items as {
      email: string;
      extra_roles: string[];
    }[];
    expect(users.find((u) => u.email === editor.email)?.extra_roles).toEqual(['reviewer']);
  });
});

test('the requester withdraws their review; it can no longer be approved', async ({
  page,
  server,
  signIn,
  createAdmin,
}) => {
  const editor = await createAdmin({ role: 'editor' });
  await askForReview(server.url, editor);

  await signIn(page, { as: editor, path: '/admin/reviews' });
  const card = page.getByRole('listitem', { name: 'Review of version 1' });
  await card.getByRole('button', { name: 'Withdraw the review of version 1' }).click();
  await expect(page.getByTestId('toast').first()).toContainText('withdrawn');
  await expect(card).toContainText('Withdrawn');
  await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
});
