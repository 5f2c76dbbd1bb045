import { collections } from '../../../shared/site-content/collections';
import { expect, test } from './fixtures';

// An editor makes the chat the firm's: its name (never "AI": it matches keywords), its greeting
// and suggestions; the editor marks it Sample until then, and lists the sample answers.

test('the chat gets the firm’s name and greeting; a name claiming AI is refused', async ({
  page,
  signIn,
}) => {
  await signIn(page, { path: '/admin/chat-settings' });
  await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Chat · Admin');
  const toolbar = page.getByRole('heading', { name: 'Chat', level: 1 }).locator('..');
  await expect(toolbar.getByText('Sample', { exact: true })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('AI Engineer');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name must not say AI', { exact: false })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Ask Northwind');
  await page.getByLabel('Greeting').fill('Hello from Northwind: ask about fiber.');
  await page.getByLabel('Suggested questions').fill('Do you splice fiber?\nWhere are you based?');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Chat has been updated');
  await expect(toolbar.getByText('Sample', { exact: true })).toHaveCount(0);

  // The preview shows the working copy's chat.
  await page.goto('/admin/preview');
  await page.getByRole('button', { name: 'Open chat: Ask Northwind' }).click();
  const chat = page.getByRole('dialog', { name: 'Ask Northwind' });
  await expect(chat.getByText('Hello from Northwind: ask about fiber.')).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Where are you based?' })).toBeVisible();
});

test('the sample answers are marked Sample until replaced', async ({ page, signIn }) => {
  await signIn(page, { path: collections.chatTopics.editor.path });
  const topics = page.getByTestId(collections.chatTopics.editor.testId);
  const sample = page.getByText('Sample', { exact: true });
  await expect(topics.filter({ has: sample })).toHaveCount(collections.chatTopics.defaults.length);
  await topics
    .first()
    .getByLabel('Answer', { exact: true })
    .fill('We design private 5G networks: ask for Dana.');
  await expect(topics.filter({ has: sample })).toHaveCount(
    collections.chatTopics.defaults.length - 1,
  );
});
