import type { Page } from '@playwright/test';
import { expect, SITE_DATA_KEY, test, uniqueTag } from './fixtures';

// The content editors: drafts, Save Changes, Discard changes, add/delete, image upload, the
// unsaved-changes warning, and the saved content in the preview of the public site.

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The public pages rendered with the working copy (admin only), clearly marked. */
async function openPreview(page: Page) {
  await page.goto('/admin/preview');
  await expect(page.getByTestId('preview-banner')).toContainText('Preview of your working copy');
}

async function storedSiteData(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SITE_DATA_KEY);
  return raw ? JSON.parse(raw) : null;
}

test('blog posts: add, edit, upload, delete, discard and save', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
  const posts = page.getByTestId('blog-post-editor');
  const before = await posts.count();

  // Add: an empty post first in the list, focused; the spec's defaults are its placeholders.
  await page.getByRole('button', { name: 'Add Post' }).click();
  await expect(posts).toHaveCount(before + 1);
  const post = posts.first();
  await expect(post.getByLabel('Title')).toBeFocused();
  await expect(post.getByLabel('Title')).toHaveValue('');
  await expect(post.getByLabel('Title')).toHaveAttribute('placeholder', 'New Blog Post');
  await expect(post.getByLabel('Category')).toHaveAttribute('placeholder', 'General');
  await expect(post.getByLabel('Content')).toHaveAttribute(
    'placeholder',
    'Write your amazing content here...',
  );
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // A field left empty is refused at Save and named at the field: no filler is published.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(post.getByText('Title is required')).toBeVisible();
  await expect(post.getByText('Content is required')).toBeVisible();

  // Edit, and an image: a non-image is refused, an image previews as a data URL.
  await post.getByLabel('Title').fill(`Fiber splicing in winter ${tag}`);
  await post.getByLabel('Category').fill('Field notes');
  await post.getByLabel('Content').fill('Cold splices take longer: plan the day around them.');
  await post
    .getByLabel('Upload image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(post.getByRole('alert')).toContainText('“notes.txt” is not an image');
  await post
    .getByLabel('Upload image')
    .setInputFiles({ name: 'splice.png', mimeType: 'image/png', buffer: png });
  await expect(post.getByRole('alert')).toHaveCount(0);
  await expect(post.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // Delete another post from the draft.
  const doomed = await posts.nth(1).getByLabel('Title').inputValue();
  await posts.nth(1).getByRole('button', { name: 'Delete post' }).click();
  await expect(posts).toHaveCount(before);

  // Nothing is stored before Save Changes.
  expect(JSON.stringify(await storedSiteData(page))).not.toContain(tag);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Success!');
  await expect(page.getByTestId('toast')).toContainText('Blog posts have been updated');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const saved = await storedSiteData(page);
  expect(saved.blogPosts[0]).toMatchObject({
    title: `Fiber splicing in winter ${tag}`,
    category: 'Field notes',
  });
  expect(saved.blogPosts[0].imageSrc).toMatch(/^data:image\/png/);
  expect(saved.blogPosts.map((p: { title: string }) => p.title)).not.toContain(doomed);

  // Discard: edits vanish, the saved content is shown again.
  await posts.first().getByLabel('Title').fill('Not kept');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(posts.first().getByLabel('Title')).toHaveValue(`Fiber splicing in winter ${tag}`);

  // The preview of the working copy shows the saved post (visitors see it once published).
  await openPreview(page);
  await expect(page.getByText(`Fiber splicing in winter ${tag}`).first()).toBeVisible();
  await expect(page.getByText(doomed)).toHaveCount(0);
});

test('team members: add, edit, delete and save; shown in the preview', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
  const members = page.getByTestId('team-member-editor');
  const before = await members.count();
  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(members).toHaveCount(before + 1);
  const added = members.first();
  await expect(added.getByLabel('Name')).toBeFocused();
  await expect(added.getByLabel('Name')).toHaveAttribute('placeholder', 'New Member');
  await expect(added.getByLabel('Role')).toHaveAttribute('placeholder', 'New Role');
  await added.getByLabel('Name').fill(`Ada Fiberton ${tag}`);
  await added.getByLabel('Role').fill('Splicing Lead');
  const removed = await members.last().getByLabel('Name').inputValue();
  await members.last().getByRole('button', { name: 'Delete team member' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Team members have been updated');

  const saved = await storedSiteData(page);
  expect(saved.team.map((m: { name: string }) => m.name)).toContain(`Ada Fiberton ${tag}`);
  expect(saved.team.map((m: { name: string }) => m.name)).not.toContain(removed);

  await openPreview(page);
  await expect(page.getByText(`Ada Fiberton ${tag}`).first()).toBeVisible();
});

test('site settings: discard, save, shown in the preview; dashboard counts them', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  await page.goto('/admin/settings');
  await page.getByLabel('Phone').fill('+1 (555) 000-1111');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Phone')).not.toHaveValue('+1 (555) 000-1111');

  await page.getByLabel('Phone').fill('+1 (555) 010-2030');
  await page.getByLabel('Email').fill(`ops-${tag}@example.com`);
  // No address: every field of it emptied.
  for (const label of ['Street', 'City', 'Region', 'Postal code', 'Country'])
    await page.getByLabel(label, { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Site settings have been updated');

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByTestId('stat-configured-settings')).toHaveText('2 / 3');

  await openPreview(page);
  await expect(page.getByText(`ops-${tag}@example.com`).first()).toBeVisible();
  await expect(page.getByText('+1 (555) 010-2030').first()).toBeVisible();
});

test('leaving an editor with unsaved changes asks first', async ({ adminPage: page }) => {
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Add Member' }).click();
  // Each step below waits until the page shows the draft as unsaved, as a person sees it before
  // leaving: the guards are set when that state renders, and a loaded machine's Back outran it.
  const unsaved = page.getByText('Unsaved changes');
  await expect(unsaved).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });

  await nav.getByRole('link', { name: 'Blog Posts' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(unsaved).toBeVisible();

  await nav.getByRole('link', { name: 'Blog Posts' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);

  // Nothing was saved.
  await nav.getByRole('link', { name: 'Team Members' }).click();
  await expect(
    page.getByTestId('team-member-editor').filter({ hasText: 'Untitled team member' }),
  ).toHaveCount(0);

  // The browser's Back button asks too, and staying keeps the draft.
  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(unsaved).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(unsaved).toBeVisible();
  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(dialog).toBeHidden();
  // Forward again, nothing unsaved: no question.
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(dialog).toBeHidden();

  // A reload with unsaved changes triggers the browser's beforeunload prompt; staying keeps the
  // draft. The prompt is awaited, not given a fixed time (3 s ran out on a loaded machine). A
  // dismissed prompt cancels the reload, which then never finishes: it is not awaited.
  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(unsaved).toBeVisible();
  const prompted = page.waitForEvent('dialog');
  void page.reload().catch(() => {});
  const prompt = await prompted;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  await expect(unsaved).toBeVisible();
});

test("a case study's service is picked from the services and follows a rename", async ({
  adminPage: page,
}) => {
  await page.goto('/admin/case-studies');
  const study = page.getByTestId('case-study-editor').first();
  const service = study.getByLabel('Service');
  const before = await service.inputValue();
  // The choices are the services' titles: nothing to type.
  await expect(service.locator('option', { hasText: 'Fiber Optics & LAN/WAN' })).toHaveCount(1);

  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Services' }).click();
  const renamed = `${before} & Private 5G`;
  const title = page
    .getByTestId('service-editor')
    .getByLabel('Title')
    .and(page.locator(`input[value="${before}"]`));
  await title.fill(renamed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Services have been updated');

  await nav.getByRole('link', { name: 'Case Studies' }).click();
  await expect(study.getByLabel('Service')).toHaveValue(renamed);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});
