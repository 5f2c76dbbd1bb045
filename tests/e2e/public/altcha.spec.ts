import { type Page } from '@playwright/test';
import { expect, skipConsentBanner, test, waitForHydration } from './fixtures';

// The proof-of-work challenge (ALTCHA), on by default. Its tests ask for a server with the
// default (the other browser tests' servers set ALTCHA=off, support/server.ts). Nothing of it
// loads with a page: the form asks the server on its first focus, and only a 200 (not the 204
// of "off") loads the widget.

interface Lead {
  id: string;
  email: string;
  status: string;
  spam_reason: string | null;
}

/** Every script and challenge request the page makes, and its CSP violations. */
function watch(page: Page) {
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  return {
    requests,
    problems,
    altchaLoaded: () => requests.some((p) => /altcha-widget-.*\.js$/.test(p)),
    challengeAsked: () => requests.includes('/api/altcha/challenge'),
  };
}

test.describe('proof-of-work challenge on (the default)', () => {
  test.use({ serverEnv: { ALTCHA: '' } });

  test('the contact form solves it on focus, sends it, and the lead is not spam', async ({
    page,
    adminApi,
  }) => {
    await skipConsentBanner(page);
    const seen = watch(page);
    await page.goto('/#contact');
    await waitForHydration(page);
    // Nothing of the challenge before the form gets focus.
    expect(seen.challengeAsked()).toBe(false);
    expect(seen.altchaLoaded()).toBe(false);

    const form = page.getByRole('form', { name: 'Contact form' });
    const started = Date.now();
    await form.getByLabel('Name').focus();
    // A labelled group with a labelled checkbox, solved without the visitor doing anything.
    const checkbox = form.getByRole('group', { name: 'Spam check' }).getByRole('checkbox');
    await expect(checkbox).toBeVisible();
    await expect(checkbox).toBeChecked({ timeout: 15_000 });
    await expect(checkbox).toHaveAccessibleName('Verified');
    console.log(`ALTCHA solved ${Date.now() - started} ms after focus (desktop Chromium, 2 cores)`);
    expect(seen.altchaLoaded()).toBe(true);

    const email = `altcha-${Date.now()}@example.com`;
    await form.getByLabel('Name').fill('Radia Perlman');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('A spanning tree for the plant network, please.');
    const posted = page.waitForResponse('**/api/contact-submissions');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const response = await posted;
    const body = response.request().postDataJSON() as { altcha?: string };
    expect(body.altcha).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect(page.getByTestId('toast')).toContainText('Message Sent!');

    const res = await adminApi.get('/api/contact-submissions?limit=50');
    expect(res.ok()).toBe(true);
    const { items } = (await res.json()) as { items: Lead[] };
    expect(items.find((lead) => lead.id === id)).toMatchObject({
      email,
      status: 'new',
      spam_reason: null,
    });
    expect(seen.problems).toEqual([]);
  });

  test('it can be reached and read by keyboard, in the dark theme too', async ({ page }) => {
    await skipConsentBanner(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/quote');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Quote request form' });
    await form.getByLabel('Full Name').focus();
    const checkbox = form.getByRole('group', { name: 'Spam check' }).getByRole('checkbox');
    await expect(checkbox).toBeChecked({ timeout: 15_000 });
    // The widget is in the tab order between the form's last field and its button.
    await form.locator('input[type="file"]').focus();
    await page.keyboard.press('Tab');
    await expect(checkbox).toBeFocused();
    // Themed from the site's tokens: the card colour, not the widget's own white.
    const background = await form
      .locator('.altcha-main')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const card = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-card').trim(),
    );
    expect(card).toBe('#0b1324');
    expect(background).toBe('rgb(11, 19, 36)');
  });
});

test('with ALTCHA=off, a form asks once and shows no widget', async ({ page }) => {
  await skipConsentBanner(page);
  const seen = watch(page);
  await page.goto('/#contact');
  await waitForHydration(page);
  const answered = page.waitForResponse('**/api/altcha/challenge');
  await page.getByRole('form', { name: 'Contact form' }).getByLabel('Name').focus();
  expect((await answered).status()).toBe(204);
  await expect(page.getByRole('group', { name: 'Spam check' })).toHaveCount(0);
  expect(seen.altchaLoaded()).toBe(false);
});
