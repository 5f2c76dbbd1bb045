import type { Page } from '@playwright/test';
import { expect, showLazyChunk, skipConsentBanner, test } from './fixtures';

// The chat is the firm's: its words and its switch are published content, and its answers about
// services follow the published services (docs/decisions/045). Each test publishes: a server each.
test.use({ freshServer: true });

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
  // A paused clock: the button's 2 s and each reply's 1500 ms pass when the test says so.
  await page.clock.install({ time: new Date('2025-03-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-03-05T09:00:01Z'));
});

/** Opens the home page and lets the chat button's 2 s pass once the layout has hydrated. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-layout-hydrated', 'true');
  await page.clock.runFor(2100);
}

test('speaks the firm’s words, never offers a removed service, names a renamed one', async ({
  page,
  seed,
}) => {
  let removed = '';
  await seed.publish((content) => {
    const [first, second, ...rest] = content.services;
    removed = second!.title;
    return {
      ...content,
      chat: {
        ...content.chat,
        name: 'Ask Northwind',
        greeting: 'Hello from Northwind. Write to {email}.',
        suggestions: ['Do you build campus networks?'],
      },
      services: [{ ...first!, title: 'Campus Networks', slug: 'campus-networks' }, ...rest],
    };
  });
  await openHome(page);
  await page.getByRole('button', { name: 'Open chat: Ask Northwind' }).click();
  const chat = page.getByRole('dialog', { name: 'Ask Northwind' });
  await showLazyChunk(page, chat);
  const live = await (await page.request.get('/api/site-content')).json();
  await expect(
    chat.getByText(`Hello from Northwind. Write to ${live.content.settings.email}.`),
  ).toBeVisible();

  await chat.getByRole('button', { name: 'Do you build campus networks?' }).click();
  await page.clock.runFor(1600);
  await expect(chat.getByRole('link', { name: 'Read more: Campus Networks' })).toHaveAttribute(
    'href',
    '/services/campus-networks',
  );

  const input = chat.getByPlaceholder(live.content.chat.placeholder);
  await input.fill(`Tell me about ${removed}`);
  await input.press('Enter');
  await page.clock.runFor(1600);
  await expect(chat.locator('[data-sender="bot"]').last()).toHaveText(
    `Ask Northwind: ${live.content.chat.fallback}`,
  );
});

test('switched off: no chat button, none of its code or answers is loaded', async ({
  page,
  seed,
}) => {
  await seed.publish((content) => ({ ...content, chat: { ...content.chat, enabled: false } }));
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/chat-|\/_data\/chat\.json/.test(request.url())) chatRequests.push(request.url());
  });
  await openHome(page);
  // Long after the button would have shown, with the page scrolled and hovered.
  await page.clock.runFor(5000);
  await page.mouse.move(600, 400);
  await expect(page.getByRole('button', { name: /^Open chat/ })).toHaveCount(0);
  expect(chatRequests).toEqual([]);
  expect((await page.request.get('/_data/chat.json')).status()).toBe(404);
});
