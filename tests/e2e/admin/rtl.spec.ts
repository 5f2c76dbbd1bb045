import type { Page } from '@playwright/test';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { messagesIn } from '../../../shared/messages/all-languages';
import type { Seed } from '../fixtures';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// The admin follows the site's default language (issue 54, item 5): with Arabic, its shell says
// <html lang="ar" dir="rtl">, the sidebar stands on the right, and an editor still saves what
// was typed, Arabic and Latin in one field; the lead board's columns run from the right, and its
// arrow keys follow them.

// It publishes the Arabic identity: a server of its own.
test.use({ freshServer: true, viewport: { width: 1280, height: 800 } });

/** Publishes Arabic as the site's only language. */
const publishArabic = (seed: Seed) =>
  seed.publish((content) => ({
    ...content,
    identity: { ...content.identity, languages: [{ tag: 'ar', name: 'العربية' }] },
  }));

// The admin's texts in Arabic, from its catalogues (English where a catalogue lacks one).
const { identity, toolbar, save } = messagesIn('ar', 'adminEditors');
const { publishAction, publishDialog, publishToast } = messagesIn('ar', 'adminPublishing');
const ar = messagesIn('ar', 'adminLeads');
const shell = messagesIn('ar', 'adminShell');

const column = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`);

test('an Arabic site’s admin mirrors: the sidebar on the right, an editor saves', async ({
  page,
  seed,
  signIn,
}) => {
  await publishArabic(seed);
  await signIn(page, { path: '/admin/identity' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  const sidebar = (await page.locator('#admin-sidebar').boundingBox())!;
  const main = (await page.locator('#admin-main').boundingBox())!;
  expect(sidebar.x + sidebar.width).toBeCloseTo(1280, 0);
  expect(main.x + main.width).toBeLessThanOrEqual(sidebar.x + 1);

  // The addresses and the year read left to right in the mirrored form; the texts follow it.
  const direction = (label: string) =>
    page.getByLabel(label).evaluate((el) => getComputedStyle(el).direction);
  expect(await direction(identity.privacyEmail())).toBe('ltr');
  expect(await direction(identity.foundingYear())).toBe('ltr');
  expect(await direction(identity.tagline())).toBe('rtl');
  const tagline = 'شبكات fiber وأمن، منذ 1998';
  await page.getByLabel(identity.tagline()).fill(tagline);
  await page.getByRole('button', { name: toolbar.save() }).click();
  const toast = page.getByTestId('toast').first();
  await expect(toast).toContainText(save.saved());
  // The toast stands at the bottom end: the left.
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.x + toastBox.width).toBeLessThan(1280 / 2);
  const sideways = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    return scrollWidth - clientWidth;
  });
  expect(sideways).toBe(0);
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  await page.getByRole('button', { name: publishAction.publish(), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: publishDialog.title() });
  // The dialog mirrors: its title at the right, its close button at the left.
  const title = (await dialog.getByRole('heading', { name: publishDialog.title() }).boundingBox())!;
  const close = (await dialog.getByRole('button', { name: shell.dialog.close() }).boundingBox())!;
  expect(close.x + close.width).toBeLessThan(title.x);
  await dialog.getByRole('button', { name: publishDialog.publishNow() }).click();
  await expect(page.getByTestId('toast').last()).toContainText(publishToast.published());
  const live = await (await page.request.get('/api/site-content')).json();
  expect(live.content.identity.tagline).toBe(tagline);
});

test('the lead board runs from the right; the left arrow moves a lead one stage on', async ({
  page,
  seed,
  signIn,
}) => {
  await publishArabic(seed);
  const name = `Grace Board ${uniqueTag()}`;
  const lead = await seed.quote({ name });
  await signIn(page, { path: '/admin/inbox?tab=quote' });
  // The inbox's texts are the Arabic catalogue's; the stages' names stay the registry's.
  const { stages } = LEAD_KIND_SPECS.quote;
  const handle = (stage: string) => ar.board.move({ name, stage });
  await page.getByRole('button', { name: ar.filters.board(), exact: true }).click();
  const card = (stage: string) => column(page, stage).locator(`li[data-lead="${lead.id}"]`);
  await expect(card('new')).toBeVisible();
  const [first, next] = [
    (await column(page, 'new').boundingBox())!,
    (await column(page, 'contacted').boundingBox())!,
  ];
  expect(next.x).toBeLessThan(first.x);

  await page.getByRole('button', { name: handle(stages.new) }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(card('contacted')).toBeVisible();
  await expect(page.getByRole('button', { name: handle(stages.contacted) })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(card('new')).toBeVisible();
});

test('an English site’s admin stays left to right', async ({ page, signIn }) => {
  await signIn(page, { path: '/admin' });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).not.toHaveAttribute('dir', /./);
  const sidebar = (await page.locator('#admin-sidebar').boundingBox())!;
  expect(sidebar.x).toBe(0);
});
