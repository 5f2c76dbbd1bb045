import { type Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const toast = (page: Page) => page.getByTestId('toast');

/**
 * Holds the form's request until `release()`, so the sending state can be seen however fast the
 * server answers (a fixed delay was too short on a loaded machine).
 */
async function holdRequest(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('contact form', () => {
  test('sends a message to the real server, then resets', async ({ visitor: page }) => {
    await page.goto('/#contact');
    await waitForHydration(page);
    const held = await holdRequest(page, '/api/contact-submissions');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Message').fill('We need a fiber ring between three buildings.');
    const responsePromise = page.waitForResponse('**/api/contact-submissions');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    await expect(toast(page)).toContainText('Message Sent!');
    await expect(toast(page)).toContainText("We'll get back to you shortly");
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('shows inline errors and sends nothing when invalid', async ({ visitor: page }) => {
    await page.goto('/#contact');
    await waitForHydration(page);
    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/contact-submissions')) posted = true;
    });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Name').fill('A');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('shows the destructive toast when the server fails', async ({ visitor: page }) => {
    await page.goto('/#contact');
    await waitForHydration(page);
    await page.route('**/api/contact-submissions', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"internal","message":"x"}',
      }),
    );
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Grace');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Uh oh! Something went wrong.');
    await expect(toast(page)).toContainText(
      'There was a problem with your request. Please try again.',
    );
    await expect(toast(page)).toHaveAttribute('role', 'alert');
    // The visitor's text is kept for another try.
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });

  test("shows the server's field issues inline", async ({ visitor: page }) => {
    await page.goto('/#contact');
    await waitForHydration(page);
    await page.route('**/api/contact-submissions', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'validation_failed',
          message: 'Invalid',
          issues: [{ path: 'email', message: 'This domain does not accept mail' }],
        }),
      }),
    );
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Grace');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('This domain does not accept mail')).toBeVisible();
    await expect(toast(page)).toContainText('Uh oh! Something went wrong.');
  });

  test('has a hidden honeypot field named website', async ({ visitor: page }) => {
    await page.goto('/');
    const honeypot = page
      .getByRole('form', { name: 'Contact form' })
      .locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toBeInViewport();
    expect(await honeypot.evaluate((el) => !!el.closest('[aria-hidden="true"]'))).toBe(true);
  });
});

test.describe('quote form', () => {
  test('sends a quote request to the real server, then resets', async ({ visitor: page }) => {
    await page.goto('/quote');
    await waitForHydration(page);
    const held = await holdRequest(page, '/api/quote-requests');
    const form = page.getByRole('form', { name: 'Quote request form' });
    await form.getByLabel('Full Name').fill('Alan Turing');
    await form.getByLabel('Company Name (optional)').fill('Bletchley Ltd');
    await form.getByLabel('Email').fill('alan@example.com');
    await form.getByLabel('Phone (optional)').fill('+44 20 7946 0000');
    await form.getByLabel('Service of Interest').selectOption('Fiber Optics & LAN/WAN');
    await form.getByLabel('Project Details').fill('Campus fiber for 12 buildings.');
    const responsePromise = page.waitForResponse('**/api/quote-requests');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.release();
    expect((await responsePromise).status()).toBe(201);
    await expect(toast(page)).toContainText('Quote Request Sent!');
    await expect(toast(page)).toContainText("We'll be in touch with a quote shortly");
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('Service of Interest')).toHaveValue('');
  });

  test('optional fields may stay empty; required ones show inline errors', async ({
    visitor: page,
  }) => {
    await page.goto('/quote');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Quote request form' });
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Choose a service of interest')).toBeVisible();
    await expect(form.getByText('Project details are required')).toBeVisible();
    await form.getByLabel('Full Name').fill('Alan');
    await form.getByLabel('Email').fill('alan@example.com');
    await form.getByLabel('Service of Interest').selectOption('Other');
    await form.getByLabel('Project Details').fill('Something else.');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(toast(page)).toContainText('Quote Request Sent!');
  });

  test('shows the destructive toast when the server fails', async ({ visitor: page }) => {
    await page.goto('/quote');
    await waitForHydration(page);
    await page.route('**/api/quote-requests', (route) => route.fulfill({ status: 500, body: '' }));
    const form = page.getByRole('form', { name: 'Quote request form' });
    await form.getByLabel('Full Name').fill('Alan');
    await form.getByLabel('Email').fill('alan@example.com');
    await form.getByLabel('Service of Interest').selectOption('Wireless Systems');
    await form.getByLabel('Project Details').fill('Wi-Fi');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(toast(page)).toContainText('Uh oh! Something went wrong.');
    await expect(toast(page)).toContainText(
      'There was a problem with your request. Please try again.',
    );
  });
});
