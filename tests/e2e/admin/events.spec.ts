import type { Page } from '@playwright/test';
import { registration } from '@shared/lead-kinds/registration';
import { formLabel } from '@shared/lead-kinds/form-label';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';
import { presetTheme, skipConsentBanner, waitForHydration } from '../public/fixtures';

// Issue 51 on a phone: a visitor finds the upcoming event and signs up (the last seat, then the
// waiting list, said so on the page); at the door, sales find them and check them in. The event
// is the upcoming sample with one seat, on a server of this test's own (it publishes).

test.use({ freshServer: true, viewport: { width: 390, height: 844 } });

const { outcomes } = registration.form;

async function signUp(page: Page, name: string) {
  await page.goto('/events');
  await waitForHydration(page);
  await page
    .getByRole('link', { name: /Open day: private 5G/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Open day: private 5G');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: /Registration for/ });
  const label = (field: keyof typeof registration.fields) =>
    formLabel(registration.fields[field], registration.files);
  await form.getByLabel(label('name'), { exact: true }).fill(name);
  await form.getByLabel(label('email'), { exact: true }).fill(`${uniqueTag()}@example.com`);
  await form.getByLabel(label('company'), { exact: true }).fill('Harbour Ops');
  await form.getByRole('button', { name: registration.form.submit.label }).click();
  return form.locator('[data-sent-reference]');
}

test('a visitor signs up on a phone, the next one is waitlisted, and the door checks them in', async ({
  page,
  seed,
  signIn,
}) => {
  await seed.publish((content) => ({
    ...content,
    events: content.events.map((e) => ({ ...e, capacity: 1 })),
  }));
  await skipConsentBanner(page);
  await presetTheme(page, 'light');
  await page.emulateMedia({ reducedMotion: 'reduce' });

  const first = `Grace ${uniqueTag()}`;
  const seat = await signUp(page, first);
  await expect(seat).toContainText(outcomes.registered.sent);
  await expect(seat).toContainText(/E-\d{4}-\d{4}/);
  const second = `Alan ${uniqueTag()}`;
  const waiting = await signUp(page, second);
  await expect(waiting).toContainText(outcomes.waitlisted.sent);
  // Nothing pushes the page sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // At the door, on the same phone.
  await signIn(page, { path: '/admin/registrations?view=door' });
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
  await page.getByLabel('Find a person').fill(first.split(' ')[1]!);
  const person = page.getByTestId('door-person');
  await expect(person).toHaveCount(1);
  await expect(person).toContainText(first);
  await person.getByRole('button', { name: `Check in ${first}` }).click();
  await expect(person.getByTestId('door-status')).toHaveText('Attended');
  await expect(page.locator('dd[data-status="attended"]')).toHaveText('1');
  await expect(page.locator('dd[data-status="waitlisted"]')).toHaveText('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.getByLabel('Find a person').fill('');
  await page.mouse.move(0, 0);
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  // Back to the list: both, in the order they came, and the CSV of it.
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByTestId('attendee')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(
    'registrations-open-day-private-5g-logistics-campus.csv',
  );
});

test('the events pages have no WCAG A/AA violations (light and dark)', async ({ page }) => {
  await skipConsentBanner(page);
  await presetTheme(page, 'light');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of ['/events', '/events/open-day-private-5g-logistics-campus']) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  }
});
