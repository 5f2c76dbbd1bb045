import Database from 'better-sqlite3';
import { dateAndTimeIn } from '../../../shared/site-content/zoned-time';
import { wcagViolationsInBothThemes } from '../support/axe';
import { wholeMinuteAhead } from '../support/clock';
import { expect, test } from './fixtures';

// Publishing at a set time (issue 41, item 2): a version scheduled on the firm's clocks (a zone
// of half-hour offset, so the browser's own zone cannot pass for it) goes live by itself at that
// minute; another is cancelled and never goes live. The server's clock is moved to the minute
// (serverClock) rather than waited for.

const ZONE = 'Asia/Kolkata';
test.use({ freshServer: true, serverClock: true, serverEnv: { SITE_TIME_ZONE: ZONE } });

/** A few minutes ahead: real time never reaches it during the test, only the moved clock. */
const LEAD_MINUTES = 5;

test('a scheduled version goes live at its time; a cancelled one never does', async ({
  adminPage: page,
  seed,
  request,
  server,
}) => {
  const phone = '+1 555 0177';
  await seed.publish((content) => ({ ...content, settings: { ...content.settings, phone } }));
  await seed.publish((content) => ({
    ...content,
    settings: { ...content.settings, phone: '+1 555 0178' },
  }));

  // Version 2 (live) scheduled for tomorrow, then cancelled.
  await page.goto('/admin/schedules?version=2');
  await expect(page.getByText(`Times are read on the firm's clocks: ${ZONE}.`)).toBeVisible();
  await expect(page.getByLabel('Version', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const tomorrowRow = page.getByTestId('schedule-row').filter({ hasText: 'Version 2' });
  await expect(tomorrowRow).toContainText('Scheduled');
  await tomorrowRow.getByRole('button', { name: 'Cancel the schedule of version 2' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(tomorrowRow).toContainText('Cancelled');

  // Version 1 a few minutes ahead on the firm's clocks.
  const at = wholeMinuteAhead(LEAD_MINUTES);
  const { date, time } = dateAndTimeIn(at, ZONE);
  await page.getByLabel('Version', { exact: true }).fill('1');
  await page.getByLabel(`Date (${ZONE})`).fill(date);
  await page.getByLabel(`Time (${ZONE})`).fill(time);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const row = page.getByTestId('schedule-row').filter({ hasText: 'Version 1' });
  await expect(row).toContainText('Scheduled');
  // Pending first, before the cancelled one.
  await expect(page.getByTestId('schedule-row').first()).toContainText('Version 1');

  await page.mouse.move(0, 0); // the pointer leaves Schedule: axe reads its colours at rest
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  }

  // Not before its time (a second before it on the server's clock), and live at it, published
  // by the server's clock at that time or after.
  const live = async () => (await request.get('/api/site-content')).json();
  expect((await live()).version).toBe(2);
  await server.jumpClock(at - 1_000);
  expect((await live()).version).toBe(2);
  await server.jumpClock(at);
  await expect.poll(async () => (await live()).version).toBe(3);
  expect(Date.parse((await live()).published_at)).toBeGreaterThanOrEqual(at);
  await page.goto('/');
  await expect(page.getByText(phone).first()).toBeVisible();
  await page.goto('/admin/schedules');
  await expect(row).toContainText('Published');
  await expect(row).toContainText('published as version 3');
  await expect(tomorrowRow).toContainText('Cancelled');
});

test('a scheduled publish whose version is gone fails, and the dashboard says so', async ({
  adminPage: page,
  adminApi,
  seed,
  server,
}) => {
  await seed.publish((content) => ({
    ...content,
    settings: { ...content.settings, phone: '+1 555 0179' },
  }));
  await seed.publish((content) => ({
    ...content,
    settings: { ...content.settings, phone: '+1 555 0180' },
  }));
  const at = wholeMinuteAhead(LEAD_MINUTES);
  const created = await adminApi.post('/api/site-content/schedules', {
    data: { version: 1, publish_at: new Date(at).toISOString() },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  // The version is removed from the history by hand before its time (the only way to lose one).
  const db = new Database(server.databasePath);
  db.prepare('DELETE FROM site_content_versions WHERE version = 1').run();
  db.close();

  const status = async () =>
    (await (await adminApi.get(`/api/site-content/schedules/${id}`)).json()).status;
  expect(await status()).toBe('scheduled');
  await server.jumpClock(at);
  await expect.poll(status).toBe('failed');
  await page.goto('/admin');
  const card = page.getByTestId('failed-schedules');
  await expect(card.getByRole('heading', { name: 'A scheduled publish failed' })).toBeVisible();
  await expect(card).toContainText('Version 1, due');
  await expect(card).toContainText('No version 1 of the site content');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  }
  await card.getByRole('link', { name: 'Open the schedules' }).click();
  await expect(page.getByTestId('schedule-row').first()).toContainText('Failed');
});
