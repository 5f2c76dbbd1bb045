import { expect, presetTheme, skipConsentBanner, test, waitForHydration } from './fixtures';
import { wcagViolations, wcagViolationsInBothThemes } from '../support/axe';
import { passChatButtonDelay } from '../support/chat-clock';

// WCAG 2.2 AA on every public page in both themes: zero violations of any impact (axe with every
// WCAG A/AA rule, tests/e2e/support/axe.ts). The admin, login and set-up pages: ../admin/a11y.spec.ts.

const pages = [
  '/',
  '/quote',
  '/services/wireless-systems',
  '/services/fiber-optics',
  '/services/satellite-communications',
  '/services/security-system-design',
  '/services/road-traffic-informatics',
  '/services/system-integration',
  '/case-studies/smart-city-5g',
  '/case-studies/national-fiber-backbone',
  '/case-studies/corporate-hq-security',
  '/blog',
  '/blog/cutting-false-alarms-with-video-analytics',
  '/case-studies',
  '/contact',
  // The built-in pages of the firm's own making: the About page and the campaign page.
  '/about',
  '/c/private-5g-assessment',
  '/careers',
  '/careers/senior-network-engineer/apply',
  '/privacy-policy',
  '/terms-of-service',
  '/downloads',
  '/downloads/fiber-backbone-reference-design',
  '/downloads/private-5g-capability-statement',
  '/no-such-page',
];

// One load per page: checked in the light theme it was loaded in, then switched to the dark one
// in place and checked again (support/axe.ts).
for (const path of pages) {
  test(`${path} has no WCAG A/AA violations (light and dark)`, async ({ page }) => {
    await skipConsentBanner(page);
    await presetTheme(page, 'light');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the consent banner, the open chat and a toast have no WCAG violations (${theme})`, async ({
    page,
  }) => {
    await presetTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install(); // the chat button's 2 s pass on it
    // On an application page: sending it empty shows the inline errors; the server's refusal
    // (a stubbed 500) the destructive toast.
    await page.goto('/careers/senior-network-engineer/apply');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.route('**/api/job-applications', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    const form = page.getByRole('form', { name: /Application for/ });
    await form.getByLabel('Full Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.locator('input[type=file]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n'),
    });
    await form.getByRole('button', { name: 'Send Application' }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await passChatButtonDelay(page);
    await page.getByRole('button', { name: 'Open chat: Ask us' }).click();
    const chat = page.getByRole('dialog', { name: 'Ask us' });
    // With its greeting and suggested questions (loaded as it opens).
    await expect(chat.getByRole('list', { name: 'Suggested questions' })).toBeVisible();
    // The pointer leaves the button it clicked: axe reads colours at rest, not the hover state.
    await page.mouse.move(0, 0);
    expect(await wcagViolations(page)).toEqual([]);
  });
}

test('a skip link leads to the main content', async ({ page }) => {
  await skipConsentBanner(page);
  await page.goto('/careers');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
