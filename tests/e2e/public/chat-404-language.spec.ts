import { messagesIn } from '@shared/messages/all-languages';
import { defaultSiteData } from '@shared/site-content/defaults';
import { sitePaths } from '@shared/site-content/site-paths';
import { englishAndFrench, FRENCH } from '../../support/french-chat-fixture';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, showLazyChunk, skipConsentBanner, test } from './fixtures';

// A visitor on a French page gets the chat and the 404 page in French (issue 54 item 6, decision
// 054 section i54-chat-404): the chat greets and answers from French's knowledge, matched in
// French, and links the French page; an unknown address under /fr is French's 404 page.

const frenchPage = `/fr${sitePaths.service(FRENCH.service.slug)}`;
const chatTexts = messagesIn('fr', 'chat');

test.describe('a site in English and French', () => {
  // It publishes a language that changes every page: a server of its own.
  test.use({ freshServer: true });

  test.beforeEach(async ({ page, seed }) => {
    await seed.publish(() => englishAndFrench());
    await skipConsentBanner(page);
  });

  test('the chat answers a French question in French, linking the French page', async ({
    page,
  }) => {
    // A paused clock: the chat button's 2 s and each reply's 1500 ms pass when the test says so.
    await page.clock.install({ time: new Date('2025-03-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2025-03-05T09:00:01Z'));
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('data-layout-hydrated', 'true');
    await page.clock.runFor(2100);
    const { name } = defaultSiteData.chat; // untranslated: the default's words
    await page.getByRole('button', { name: chatTexts.open({ name }) }).click();
    const chat = page.getByRole('dialog', { name });
    await showLazyChunk(page, chat);
    await expect(chat.getByText(FRENCH.greeting)).toBeVisible();

    const input = chat.getByRole('textbox', { name: chatTexts.question() });
    await input.fill('Posez-vous de la FIBRE OPTIQUE ?');
    await input.press('Enter');
    await expect(chat.getByText(chatTexts.typing())).toBeVisible();
    await page.clock.runFor(1600);
    const answer = chat.locator('[data-sender="bot"]').last();
    await expect(answer).toContainText(FRENCH.answer);
    const link = answer.getByRole('link', {
      name: chatTexts.readMore({ label: FRENCH.service.title }),
    });
    await expect(link).toHaveAttribute('href', frenchPage);
    await link.click();
    await expect(page).toHaveURL(frenchPage);
    await showLazyChunk(page, page.getByRole('heading', { level: 1, name: FRENCH.service.title }));
  });

  test('an unknown address under /fr is the French 404 page', async ({ page }) => {
    const res = await page.goto('/fr/does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH.notFound.heading);
    await expect(page.getByText(FRENCH.notFound.text)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-layout-hydrated', 'true');
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.getByRole('link', { name: messagesIn('fr', 'notFound').home() }).click();
    await expect(page).toHaveURL('/fr');
  });
});
