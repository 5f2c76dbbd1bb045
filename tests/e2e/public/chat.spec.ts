import { type Page } from '@playwright/test';
import { expect, presetSiteSettings, showLazyChunk, skipConsentBanner, test } from './fixtures';

// The chat's words are content (the built-in chat here; the firm's own and the switch in
// chat-content.spec.ts).
const GREETING = 'Hello! Ask about wireless and 5G, fiber, satellite links';

const FALLBACK =
  "That's an excellent question! My knowledge in that specific area is still developing. For a detailed answer, I recommend reaching out to our human experts through the contact form. They have deep expertise and would be happy to help!";

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
  // A paused clock: time only moves when the test says so (2 s for the button, 1500 ms per reply).
  await page.clock.install({ time: new Date('2025-03-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-03-05T09:00:01Z'));
});

/** The layout (with the chat button's 2 s timer) has hydrated; needs no timer, so works paused. */
async function waitForLayout(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-layout-hydrated', 'true');
}

async function openChat(page: Page) {
  await page.goto('/');
  await waitForLayout(page);
  await page.clock.runFor(2100);
  await page.getByRole('button', { name: 'Open chat: Ask us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask us' });
  await showLazyChunk(page, dialog);
  return dialog;
}

test('the chat button appears after 2 s', async ({ page }) => {
  await page.goto('/');
  await waitForLayout(page);
  await page.clock.runFor(1800);
  await expect(page.getByRole('button', { name: 'Open chat: Ask us' })).toHaveCount(0);
  await page.clock.runFor(300);
  await expect(page.getByRole('button', { name: 'Open chat: Ask us' })).toBeVisible();
});

test('greets with its published greeting, answers after 1500 ms, disabled while typing', async ({
  page,
}) => {
  const dialog = await openChat(page);
  await expect(dialog.getByText(GREETING)).toBeVisible();
  await expect(dialog).not.toContainText(/\bAI\b/);
  const input = dialog.getByPlaceholder('Ask about 5G, fiber, security...');
  await expect(input).toBeFocused();

  await input.fill('Can you build a private 5G network?');
  await input.press('Enter');
  await expect(dialog.getByText('Typing...')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();

  await page.clock.runFor(1400);
  await expect(dialog.getByText('Typing...')).toBeVisible();
  await page.clock.runFor(150);
  await expect(dialog.getByText('Typing...')).toBeHidden();
  await expect(dialog.locator('[data-sender="bot"]').last()).toContainText('private 5G');
  await expect(input).toBeEnabled();
});

test('ignores empty and whitespace-only messages', async ({ page }) => {
  const dialog = await openChat(page);
  const input = dialog.getByPlaceholder('Ask about 5G, fiber, security...');
  await input.fill('    ');
  await input.press('Enter');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Typing...')).toBeHidden();
  await expect(dialog.locator('[data-sender="user"]')).toHaveCount(0);
});

test('answers the fallback text when nothing matches', async ({ page }) => {
  const dialog = await openChat(page);
  const input = dialog.getByPlaceholder('Ask about 5G, fiber, security...');
  await input.fill('What is the meaning of life?');
  await input.press('Enter');
  await page.clock.runFor(1600);
  await expect(dialog.locator('[data-sender="bot"]').last()).toHaveText(`Ask us: ${FALLBACK}`);
});

test('General Contact uses the live site settings, not an old copy in localStorage', async ({
  page,
}) => {
  // A browser holding site data from before publishing existed: visitors get the live content
  // (published content is tested end to end in tests/e2e/admin/publishing.spec.ts).
  await presetSiteSettings(page, {
    phone: '+1 (555) 010-9999',
    email: 'stale@firm.test',
    address: '1 Test Way',
  });
  const dialog = await openChat(page);
  const live = await (await page.request.get('/api/site-content')).json();
  const { phone, email } = live.content.settings as { phone: string; email: string };
  // The contact section shows the same settings.
  await expect(page.getByTestId('contact-email')).toHaveText(email);
  const input = dialog.getByPlaceholder('Ask about 5G, fiber, security...');
  await input.fill('How can I contact you by phone?');
  await input.press('Enter');
  await page.clock.runFor(1600);
  const answer = dialog.locator('[data-sender="bot"]').last();
  await expect(answer).toContainText(email);
  await expect(answer).toContainText(phone);
  await expect(answer).not.toContainText('stale@firm.test');
});

test('Escape closes the chat and returns focus to its button', async ({ page }) => {
  const dialog = await openChat(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat: Ask us' })).toBeFocused();
  // Keyboard only: Enter on the focused button opens it again.
  await page.keyboard.press('Enter');
  await showLazyChunk(page, page.getByRole('dialog', { name: 'Ask us' }));
});

test('a suggested question asks itself; a service answer links to the service’s page', async ({
  page,
}) => {
  const dialog = await openChat(page);
  const suggestions = dialog.getByRole('list', { name: 'Suggested questions' });
  await suggestions.getByRole('button', { name: 'Do you install CCTV?' }).click();
  await expect(dialog.locator('[data-sender="user"]')).toHaveText('You: Do you install CCTV?');
  await expect(suggestions).toBeHidden();
  await page.clock.runFor(1600);
  const link = dialog.getByRole('link', { name: 'Read more: Security System Design' });
  await link.click();
  await expect(page).toHaveURL(/\/services\/security-system-design$/);
  await showLazyChunk(
    page,
    page.getByRole('heading', { level: 1, name: 'Security System Design' }),
  );
});
