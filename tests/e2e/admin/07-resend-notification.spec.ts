import { expect, test } from '@playwright/test';
import { apiLogin, openSignedIn, SHORT_TTL_URL, uniqueTag } from './fixtures';

// On the second server the mail relay is down and a notification gets one attempt
// (playwright.config.ts), so a new lead's notification fails at once: the inbox offers to send it
// again, which queues it with a fresh set of attempts.

test.use({ baseURL: SHORT_TTL_URL });

test('a failed e-mail notification can be sent again from the inbox', async ({ page, request }) => {
  const tag = uniqueTag();
  const name = `Nora Failed ${tag}`;
  const created = await request.post(`${SHORT_TTL_URL}/api/contact-submissions`, {
    data: { name, email: `nora-${tag}@example.com`, message: 'Please call me back.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const session = await apiLogin(request, SHORT_TTL_URL);
  await expect
    .poll(async () => {
      const res = await request.get(`${SHORT_TTL_URL}/api/contact-submissions?limit=50`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      const { items } = (await res.json()) as {
        items: { id: string; notification_status: string | null }[];
      };
      return items.find((lead) => lead.id === id)?.notification_status;
    })
    .toBe('failed');

  await openSignedIn(page, session, '/admin/inbox');
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: `Contact message from ${name}` });
  await expect(dialog.getByText('Failed after all retries (see server logs)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByTestId('toast')).toContainText('E-mail queued');
  await expect(dialog.getByText('Queued, being sent')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
});
