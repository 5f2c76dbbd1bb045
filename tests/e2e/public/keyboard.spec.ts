import type { Locator, Page } from '@playwright/test';
import { passChatButtonDelay, passChatReplyDelay } from '../support/chat-clock';
import { expect, skipConsentBanner, test, waitForHydration } from './fixtures';

// Keyboard-only journeys: the mobile menu, the chat, a form and a toast, with no mouse at all.
// (The theme menu's own keyboard journey is in theme.spec.ts.)

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

test('phone: the menu opens, is walked and closes by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers');
  await waitForHydration(page);
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Services' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // Choosing an item by keyboard goes there and closes the menu.
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Careers' }));
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
});

test('the chat opens, answers and closes by keyboard', async ({ page }) => {
  await page.clock.install(); // the chat's delays pass on it
  await page.goto('/');
  await waitForHydration(page);
  await passChatButtonDelay(page);
  const launcher = page.getByRole('button', { name: 'Open chat: Ask us' });
  await expect(launcher).toBeVisible();
  await launcher.focus(); // the last control of the page: reached by Shift+Tab from the top
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ask us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('Do you install satellites?');
  await page.keyboard.press('Enter');
  await passChatReplyDelay(dialog);
  await expect(dialog).toContainText('link budgets with rain-fade margins');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('the contact form is filled and sent by keyboard; its toast is announced', async ({
  page,
}) => {
  await page.goto('/#contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').focus();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Message')).toBeFocused();
  await page.keyboard.type('Keyboard only, start to finish.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: /Send/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Message Sent!');
  await expect(toast).toHaveAttribute('role', 'status'); // announced, not focused
  await expect(toast.getByRole('button')).not.toBeFocused();
  // The toast can be dismissed by keyboard too.
  await toast.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(toast).toBeHidden();
});

test('Read More by keyboard opens the post', async ({ page }) => {
  await page.goto('/#blog');
  await waitForHydration(page);
  const readMore = page.getByRole('link', { name: /Read More/ }).first();
  await readMore.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
