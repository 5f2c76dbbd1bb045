import { expect, test, waitForHydration } from './fixtures';

// Issue 52, item 2: the site is opened at another address than PUBLIC_ORIGIN (here localhost,
// while the server's PUBLIC_ORIGIN is http://127.0.0.1:<port>). The visitor is taken to the
// public origin, so the forms are same-origin and the lead arrives; a form that is refused as
// cross-site all the same says what happened and whom to write to.

test('a page opened at another host moves to PUBLIC_ORIGIN, and its form is sent', async ({
  visitor: page,
  server,
}) => {
  const other = new URL(server.url);
  other.hostname = 'localhost';
  await page.goto(`${other.origin}/?utm_source=second-domain#contact`);
  expect(new URL(page.url()).origin).toBe(server.url);
  expect(page.url()).toContain('utm_source=second-domain');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Message').fill('Sent from the second domain.');
  const response = page.waitForResponse('**/api/contact-submissions');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByTestId('toast')).toContainText('Message Sent!');
});

test('a form refused as cross-site says so and names the firm’s address', async ({
  visitor: page,
  request,
}) => {
  const live = await (await request.get('/api/site-content')).json();
  const email: string = live.content.settings.email;
  await page.goto('/#contact');
  await waitForHydration(page);
  await page.route('**/api/contact-submissions', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'cross_site_request',
        message: "This form accepts submissions only from this site's own pages",
      }),
    }),
  );
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Grace');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Your message was not sent');
  await expect(toast).toContainText(`Please write to us at ${email}`);
  await expect(toast).not.toContainText('Something went wrong');
  // The visitor's text stays, to copy into the e-mail.
  await expect(form.getByLabel('Message')).toHaveValue('Hello');
});
