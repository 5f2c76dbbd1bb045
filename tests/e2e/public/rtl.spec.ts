import type { Locator, Page } from '@playwright/test';
import { messagesIn } from '@shared/messages/all-languages';
import { defaultSiteData } from '@shared/site-content/defaults';
import { kindText } from '../../support/kind-text';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, servicePages, showLazyChunk, skipConsentBanner, test } from './fixtures';

// A site whose default language is Arabic reads right to left (issue 54, item 5): on a phone the
// page never scrolls sideways, the menu's links start at the right, the chat opens at the end
// (the left) with the visitor's bubbles there, the cookie notice keeps that corner free, a form
// takes Arabic and Latin in one field and keeps the e-mail address left to right, and axe passes.
// What the visitor reads of the product's own texts (the cookie notice, the form's labels, errors
// and success, the chat's chrome) is Arabic, from the Arabic catalogue (decision 054).

// Each test publishes the Arabic identity: a server of its own.
test.use({ freshServer: true, viewport: { width: 390, height: 844 } });

const WIDTH = 390;
const AR = 'ar';
/** The contact form's words in Arabic, by their path in its kind's texts. */
const contact = (path: string) => kindText(AR, `contact.${path}`);

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

  // The frame's words in the site's language.
  const t = messagesIn(AR, 'frame');
  await open(page, '/');
  // The arrows that point onward (the cards' "Learn more") point left, the way the text runs.
  const onward = page.locator('svg.lucide-arrow-right').first();
  expect(await onward.evaluate((el) => getComputedStyle(el).scale)).toBe('-1 1');
  await page.getByRole('button', { name: t.openMenu() }).click();
  const menu = page.getByRole('navigation', { name: t.mobileNav() });
  const first = menu.getByRole('link').first();
  await expect(first).toBeVisible();
  // The link's words end at the right edge (its padding and the list's), far from the left.
  const linkText = await textBox(first);
  expect(linkText.right).toBeGreaterThan(WIDTH - 40);
  expect(linkText.left).toBeGreaterThan(WIDTH / 3);
  await page.getByRole('button', { name: t.closeMenu() }).click();
  // The theme menu hangs from its button's end (its left edge), inside the screen.
  const themeButton = page.getByRole('button', { name: t.theme() });
  const buttonBox = await box(themeButton);
  await themeButton.click();
  const themes = await box(page.getByRole('menu', { name: t.theme() }));
  expect(themes.x).toBeCloseTo(buttonBox.x, 0);
  expect(themes.x + themes.width).toBeLessThanOrEqual(WIDTH);
  await page.keyboard.press('Escape');

  await page.clock.runFor(2100);
  const words = messagesIn(AR, 'chat');
  const button = page.getByRole('button', {
    name: words.open({ name: defaultSiteData.chat.name }),
  });
  expect((await box(button)).x).toBeLessThan(WIDTH / 2);
  await button.click();
  const chat = page.getByRole('dialog');
  await showLazyChunk(page, chat);
  // Its chrome speaks Arabic: the question's label, the send and close buttons, the log.
  await expect(chat.getByRole('button', { name: words.closeDialog() })).toBeVisible();
  await expect(chat.getByRole('button', { name: words.send() })).toBeVisible();
  await expect(chat.getByRole('log', { name: words.conversation() })).toBeAttached();
  const input = chat.getByRole('textbox', { name: words.question() });
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

test('hydrates on its Arabic HTML; the cookie notice stands at the start, axe passes', async ({
  page,
}) => {
  // The heading and the cookie notice as they come in the HTML: a node rendered again in place of
  // one (hydration finding other text than it renders, a date's digits say) has no such mark.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const selector of ['main h1', 'section[data-consent-banner]'])
        Object.assign(document.querySelector(selector) ?? {}, { e2eFromHtml: true });
    });
  });
  await open(page, '/');
  const kept = await page.evaluate(() =>
    ['main h1', 'section[data-consent-banner]'].map(
      (selector) =>
        (document.querySelector(selector) as { e2eFromHtml?: boolean } | null)?.e2eFromHtml,
    ),
  );
  expect(kept).toEqual([true, true]);
  const consent = messagesIn(AR, 'consent');
  const notice = page.getByRole('region', { name: consent.region() });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: consent.heading() })).toBeVisible();
  await expect(notice.getByRole('button', { name: consent.accept() })).toBeVisible();
  await expect(notice.getByRole('button', { name: consent.decline() })).toBeVisible();
  const { x, width } = await box(notice);
  expect(x + width).toBeCloseTo(WIDTH, 0);
  // The left 5 rem (the chat button's corner) stay free.
  expect(x).toBeGreaterThanOrEqual(80);
  expect(await sideways(page)).toBe(0);
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});

test('the contact form is sent: its error and success in Arabic, the address left to right', async ({
  page,
}) => {
  await skipConsentBanner(page);
  await open(page, '/contact');
  const form = page.getByRole('form', { name: contact('form.label') });
  const name = form.getByLabel(contact('fields.name.label'), { exact: true });
  const email = form.getByLabel(contact('fields.email.label'), { exact: true });
  const message = form.getByLabel(contact('fields.message.label'), { exact: true });
  // An address reads left to right in every script, from the right; the message follows the page.
  const style = (field: Locator) =>
    field.evaluate((el) => `${getComputedStyle(el).direction} ${getComputedStyle(el).textAlign}`);
  expect(await style(email)).toBe('ltr end');
  expect(await style(message)).toBe('rtl start');
  const text = 'نحتاج شبكة fiber بين ثلاثة مبانٍ، 3 km.';
  await email.fill('grace@example.com');
  await message.fill(text);
  await expect(message).toHaveValue(text);
  // Sent without a name: the form says so in Arabic, with the field's Arabic label, and sends
  // nothing; axe passes in both themes with the error shown.
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact-submissions')) posted += 1;
  });
  const send = form.getByRole('button', { name: contact('form.submit.label') });
  await send.click();
  const required = messagesIn(AR, 'formErrors').required({ label: contact('fields.name.label') });
  await expect(form.getByText(required)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);
  expect(await sideways(page)).toBe(0);
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  await name.fill('غريس Hopper');
  const sent = page.waitForResponse('**/api/contact-submissions');
  await send.click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ message: text, name: 'غريس Hopper' });
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(contact('form.success.title'));
  await expect(toast).toContainText(contact('form.success.description'));
  await expect(form.getByText(required)).toHaveCount(0);
  expect(await sideways(page)).toBe(0);
});
