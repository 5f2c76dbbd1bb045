import type { Browser } from '@playwright/test';
import { dateAndTimeIn } from '../../../shared/site-content/zoned-time';
import { wholeMinuteAhead } from '../support/clock';
import { expect, test } from './fixtures';

// Publishing as a team, end to end (issue 41): an editor asks for a review, an owner approves
// and schedules the approved version, and the server publishes it by itself at that minute (its
// clock moved there, serverClock, rather than waited for).

const ZONE = 'Europe/Lisbon';
test.use({
  freshServer: true,
  serverClock: true,
  serverEnv: { REQUIRE_REVIEW: 'on', SITE_TIME_ZONE: ZONE },
});

test('request, approve, schedule: the approved version goes live at its time', async ({
  browser,
  server,
  signIn,
  createAdmin,
  request,
}) => {
  const phone = '+1 555 0199';
  const browse = async (b: Browser) =>
    await (await b.newContext({ baseURL: server.url })).newPage();

  // The editor asks for a review of a new phone number.
  const editor = await signIn(await browse(browser), {
    as: await createAdmin({ role: 'editor' }),
    path: '/admin/settings',
  });
  await editor.getByLabel('Phone').fill(phone);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = editor.getByRole('dialog', { name: 'Request a review of your working copy' });
  await dialog.getByLabel('Message for the reviewers').fill('Live in five minutes, please');
  await dialog.getByRole('button', { name: 'Request review' }).click();
  await expect(editor.getByTestId('toast').first()).toContainText('Review requested');

  // The owner approves it and follows its Schedule link.
  const owner = await signIn(await browse(browser), { path: '/admin/reviews' });
  const card = owner.getByRole('listitem', { name: 'Review of version 1' });
  await card.getByRole('button', { name: 'Approve version 1' }).click();
  await expect(card).toContainText('Approved');
  await card.getByRole('link', { name: 'Schedule version 1' }).click();
  await expect(owner.getByLabel('Version', { exact: true })).toHaveValue('1');

  const at = wholeMinuteAhead(5);
  const { date, time } = dateAndTimeIn(at, ZONE);
  await owner.getByLabel(`Date (${ZONE})`).fill(date);
  await owner.getByLabel(`Time (${ZONE})`).fill(time);
  await owner.getByRole('button', { name: 'Schedule', exact: true }).click();
  const row = owner.getByTestId('schedule-row').filter({ hasText: 'Version 1' });
  await expect(row).toContainText('Scheduled');

  // Nothing is live before its time (a second before it on the server's clock); the approved
  // change is live at it, published by the server's clock at that time or after.
  const live = async () => (await request.get('/api/site-content')).json();
  expect((await live()).version).toBe(0);
  await server.jumpClock(at - 1_000);
  expect((await live()).version).toBe(0);
  await server.jumpClock(at);
  await expect.poll(async () => (await live()).version).toBe(2);
  expect(Date.parse((await live()).published_at)).toBeGreaterThanOrEqual(at);
  const site = await browse(browser);
  await site.goto('/');
  await expect(site.getByText(phone).first()).toBeVisible();

  // The review and the history tell the story.
  await owner.goto('/admin/reviews');
  await expect(card).toContainText('Published');
  await owner.goto('/admin/history');
  const saved = owner.getByTestId('version-row').nth(1);
  await expect(saved).toContainText('Review requested');
  await expect(saved).toContainText('Approved');
  await expect(saved).toContainText('Scheduled');
});
