import type { Browser } from '@playwright/test';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// Issue 52, item 3: a review is heard. An editor asks for one; the owner, signing in, sees it
// counted in the sidebar and listed on the dashboard, and approves and publishes it in one step.
// On a server of its own: it publishes, with review on.

test.use({ freshServer: true, serverEnv: { REQUIRE_REVIEW: 'on' } });

test('a requested review is counted for the reviewer, who approves and publishes it at once', async ({
  browser,
  server,
  signIn,
  createAdmin,
}) => {
  test.slow(); // two browsers and a publish
  const phone = '+1 555 0142';
  const browse = async (b: Browser) =>
    await (await b.newContext({ baseURL: server.url })).newPage();

  const editor = await signIn(await browse(browser), {
    as: await createAdmin({ role: 'editor' }),
    path: '/admin/settings',
  });
  await editor.getByLabel('Phone').fill(phone);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = editor.getByRole('dialog', { name: 'Request a review of your working copy' });
  await dialog.getByRole('button', { name: 'Request review' }).click();
  await expect(editor.getByTestId('toast').first()).toContainText('Review requested');
  // The requester is not asked to review their own change.
  await expect(editor.getByTestId('waiting-reviews-count')).toHaveCount(0);

  const owner = await signIn(await browse(browser), { path: '/admin' });
  const reviews = owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', {
    name: /Reviews/,
  });
  await expect(reviews.getByTestId('waiting-reviews-count')).toHaveText(
    '1 waiting for your review',
  );
  const waiting = owner.getByTestId('waiting-reviews');
  await expect(waiting).toContainText('A review is waiting for you');
  await expect(waiting).toContainText('Version 1: phone changed');
  expect(await wcagViolationsInBothThemes(owner)).toEqual({ light: [], dark: [] });

  await waiting.getByRole('link', { name: 'Open the reviews' }).click();
  const card = owner.getByRole('listitem', { name: 'Review of version 1' });
  await card.getByRole('button', { name: 'Approve and publish version 1' }).click();
  await expect(owner.getByTestId('toast').first()).toContainText('Version 1 approved and live');
  await expect(card).toContainText('Published');
  await expect(reviews.getByTestId('waiting-reviews-count')).toHaveCount(0);

  const site = await browse(browser);
  await site.goto('/');
  await expect(site.getByText(phone).first()).toBeVisible();
});
