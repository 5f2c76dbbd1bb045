import type { Locator, Page } from '@playwright/test';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, servicePages, showLazyChunk, skipConsentBanner, test } from './fixtures';

// A site whose default language is Arabic reads right to left (issue 54, item 5): on a phone the
// page never scrolls sideways, the menu's links start at the right, the chat opens at the end
// (the left) with the visitor's bubbles there, the cookie notice keeps that corner free, a form
// takes Arabic and Latin in one field and keeps the e-mail address left to right, and axe passes.

// Each test publishes the Arabic identity: a server of its own.
test.use({ freshServer: true, viewport: { width: 390, height: 844 } });

const WIDTH = 390;

test.beforeEach(async ({ page, seed }) => {
  await seed.publish((content) => ({
    ...content,
    identity: { ...content.identity, languages: [{ tag: 'ar', name: 'العربية' }] },
  }));
  // The chat opens at rest (no 200 ms entrance), where its box can be measured.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Opens `path` and waits until the layout has hydrated (the menu and the chat work then). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('data-layout-hydrated', 'true');
}

/** How far the page could scroll sideways: 0 when nothing sticks out of the viewport. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The box of an element's own text (not its block's), as the reader sees it. */
const textBox = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('a phone never scrolls sideways; the menu starts at the right, the chat at the left', async ({
  page,
}) => {
  await skipConsentBanner(page);
  // A paused clock: the chat button's 2 s and each reply's 1500 ms pass when the test says so.
  await page.clock.install({ time: new Date('2026-12-07T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-12-07T09:00:01Z'));
  for (const path of ['/', `/services/${servicePages[0]!.slug}`, '/contact']) {
    await open(page, path);
    expect(await sideways(page), path).toBe(0);
  }

  await open(page, '/');
  // The arrows that point onward (the cards' "Learn more") point left, the way the text runs.
  const onward = page.locator('svg.lucide-arrow-right').first();
  expect(await onward.evaluate((el) => getComputedStyle(el).scale)).toBe('-1 1');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  const first = menu.getByRole('link').first();
  await expect(first).toBeVisible();
  // The link's words end at the right edge (its padding and the list's), far from the left.
  const words = await textBox(first);
  expect(words.right).toBeGreaterThan(WIDTH - 40);
  expect(words.left).toBeGreaterThan(WIDTH / 3);
  await page.getByRole('button', { name: 'Close menu' }).click();
  // The theme menu hangs from its button's end (its left edge), inside the screen.
  const themeButton = page.getByRole('button', { name: 'Theme' });
  const buttonBox = await box(themeButton);
  await themeButton.click();
  const themes = await box(page.getByRole('menu', { name: 'Theme' }));
  expect(themes.x).toBeCloseTo(buttonBox.x, 0);
  expect(themes.x + themes.width).toBeLessThanOrEqual(WIDTH);
  await page.keyboard.press('Escape');

  await page.clock.runFor(2100);
  const button = page.getByRole('button', { name: /^Open chat/ });
  expect((await box(button)).x).toBeLessThan(WIDTH / 2);
  await button.click();
  const chat = page.getByRole('dialog');
  await showLazyChunk(page, chat);
  const input = chat.getByRole('textbox');
  await input.fill('مرحبا، do you build fiber networks?');
  await input.press('Enter');
  await page.clock.runFor(1600);
  const mine = await box(chat.locator('[data-sender="user"]').last());
  const reply = await box(chat.locator('[data-sender="bot"]').last());
  // The visitor's bubble at the end (the left), the chat's at the start (the right).
  expect(mine.x).toBeLessThan(reply.x);
  expect(reply.x + reply.width).toBeGreaterThan(mine.x + mine.width);
  expect(await sideways(page)).toBe(0);
  // On a wider screen the panel stands at the end (the left), a rem from the edge, as it stands
  // a rem from the right in English.
  await page.setViewportSize({ width: 1024, height: 768 });
  expect((await box(chat)).x).toBe(16);
});

test('the cookie notice stands at the start, the chat’s corner free; axe passes', async ({
  page,
}) => {
  await open(page, '/');
  const notice = page.getByRole('region', { name: 'Cookie consent' });
  await expect(notice).toBeVisible();
  const { x, width } = await box(notice);
  expect(x + width).toBeCloseTo(WIDTH, 0);
  // The left 5 rem (the chat button's corner) stay free.
  expect(x).toBeGreaterThanOrEqual(80);
  expect(await sideways(page)).toBe(0);
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});

test('the contact form is sent: Arabic and Latin in one field, the address left to right', async ({
  page,
}) => {
  await skipConsentBanner(page);
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const email = form.getByLabel('Email');
  const message = form.getByLabel('Message');
  // An address reads left to right in every script, from the right; the message follows the page.
  const style = (field: Locator) =>
    field.evaluate((el) => `${getComputedStyle(el).direction} ${getComputedStyle(el).textAlign}`);
  expect(await style(email)).toBe('ltr end');
  expect(await style(message)).toBe('rtl start');
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  const text = 'نحتاج شبكة fiber بين ثلاثة مبانٍ، 3 km.';
  await form.getByLabel('Name').fill('غريس Hopper');
  await email.fill('grace@example.com');
  await message.fill(text);
  await expect(message).toHaveValue(text);
  const sent = page.waitForResponse('**/api/contact-submissions');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ message: text, name: 'غريس Hopper' });
  await expect(page.getByTestId('toast')).toContainText('Message Sent!');
  expect(await sideways(page)).toBe(0);
});
