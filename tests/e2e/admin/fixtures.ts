import type { Page } from '@playwright/test';
import type { SessionUser } from '@shared/schemas/auth';
import { SESSION_KEY, SITE_DATA_KEY } from '../../../client/src/config/storage-keys';
import { expect, type Account } from '../fixtures';
import { passChatButtonDelay, passChatReplyDelay } from '../support/chat-clock';

// Helpers of the admin journeys. Their state (servers, accounts, signed-in pages, leads) comes
// from ../fixtures.ts; only the sign-in journeys below use the login form.

export { expect, test, totpCode, uniqueTag, type Account } from '../fixtures';
export { SESSION_KEY, SITE_DATA_KEY };

/** Signs in through the login page and waits for the dashboard. */
export async function login(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** Signs out with the sidebar's button and waits for the login page. */
export async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

/** What the page keeps in localStorage: the signed-in user only, never a token. */
export async function readSignedInHint(page: Page): Promise<{ user: SessionUser } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as { user: SessionUser }) : null;
}

/** The browser's refresh-token cookie (HttpOnly, so only the browser context can read it). */
export async function refreshCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'admin_refresh_token');
}

/**
 * Asks the chat assistant `question` (it opens the chat first) and returns the dialog with its
 * answer. The chat's delays pass on the page's clock: install it before the page loads.
 */
export async function askChat(page: Page, question: string) {
  await passChatButtonDelay(page);
  await page.getByRole('button', { name: 'Open chat: Ask us' }).click();
  const chat = page.getByRole('dialog', { name: 'Ask us' });
  const input = chat.getByPlaceholder('Ask about 5G, fiber, security...');
  await input.fill(question);
  await input.press('Enter');
  await passChatReplyDelay(chat);
  return chat;
}
