import { closedPort } from '../support/server';
import { expect, test, uniqueTag } from './fixtures';

// On this spec's server the mail relay is down and a notification gets one attempt, so a new
// lead's notification fails at once: the inbox offers to send it again, which queues it with a
// fresh set of attempts.

test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  serverEnv: async ({}, use) => {
    await use({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      NOTIFY_EMAIL: 'leads@firm.example',
      NOTIFY_MAX_ATTEMPTS: '1',
    });
  },
});

test('a failed e-mail notification can be sent again from the inbox', async ({
  page,
  seed,
  adminApi,
  signIn,
}) => {
  const name = `Nora Failed ${uniqueTag()}`;
  const { id } = await seed.contact({ name, message: 'Please call me back.' });

  await expect
    .poll(async () => {
      const res = await adminApi.get('/api/contact-submissions?limit=50');
      const { items } = (await res.json()) as {
        items: { id: string; notification_status: string | null }[];
      };
      return items.find((lead) => lead.id === id)?.notification_status;
    })
    .toBe('failed');

  await signIn(page, { path: '/admin/inbox' });
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: `Contact message from ${name}` });
  await expect(dialog.getByText('Failed after all retries (see server logs)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByTestId('toast')).toContainText('E-mail queued');
  await expect(dialog.getByText('Queued, being sent')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
});
