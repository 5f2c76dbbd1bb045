import { type Page } from '@playwright/test';
import { expect, skipConsentBanner, test, waitForHydration } from './fixtures';

// The server's Content-Security-Policy forbids eval and unhashed inline scripts. A page that
// trips it logs a console error (and fails Lighthouse's best-practices audit), so validating a
// form, which loads zod, must not trip it either.

async function collectViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') violations.push(`console: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return async () => [
    ...violations,
    ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp)) ?? []),
  ];
}

test('validating and sending the quote form breaks no CSP rule', async ({ page }) => {
  await skipConsentBanner(page);
  const violations = await collectViolations(page);
  const response = await page.goto('/quote');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Quote request form' });
  // An invalid submit runs the zod schema in the browser ...
  await form.getByRole('button', { name: 'Request a Quote' }).click();
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  // ... and so does a valid one, before it is sent.
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Service of Interest').selectOption('System Integration');
  await form.getByLabel('Project Details').fill('Integrate the access control with the VMS.');
  await form.getByRole('button', { name: 'Request a Quote' }).click();
  await expect(page.getByTestId('toast')).toContainText('Quote Request Sent!');
  expect(await violations()).toEqual([]);
});
