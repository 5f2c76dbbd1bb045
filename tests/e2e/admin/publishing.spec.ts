import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { askChat, expect, SITE_DATA_KEY, test } from './fixtures';

// Publishing, end to end, on a server of its own (its content changes would surprise the other
// tests, and this one restarts it): the admin changes the phone and adds a post with an image,
// publishes; a fresh visitor sees both (contact section, footer, chat, and the HTML itself);
// after a restart still; restoring the first version brings its phone back; a fresh admin
// browser starts from the live content.

// With motion, as this journey was proven (decision 059): under reduced motion, with its admin
// pages opened from the sidebar, its lazy post image once never loaded within 10 s in CI (load
// 7-8); not understood yet, and not reproduced alone.
test.use({ freshServer: true, reducedMotion: 'no-preference' });

const DEFAULT_PHONE = '+1 (212) 555-0147';
const PHONE_1 = '+1 (555) 777-0101';
const PHONE_2 = '+1 (555) 777-0202';
const POST = 'Publishing journey: splicing in the cold';

async function setPhone(page: Page, phone: string) {
  await page.goto('/admin/settings');
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Site settings have been updated');
}

async function publish(page: Page, expectInDiff: string[]) {
  await expect(page.getByTestId('unpublished-badge')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish your working copy' });
  for (const text of expectInDiff)
    await expect(dialog.getByTestId('publish-diff')).toContainText(text);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('toast')).toContainText('Published!');
  await expect(page.getByTestId('unpublished-badge')).toHaveCount(0);
}

/** A visitor's browser: nothing of the admin's, and old site data from before publishing. */
async function visitorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(
    ({ key, phone }) =>
      localStorage.setItem(
        key,
        JSON.stringify({ settings: { phone, email: 'old@x.test', address: 'Old' } }),
      ),
    { key: SITE_DATA_KEY, phone: '+1 (000) 000-0000' },
  );
  const page = await context.newPage();
  await page.clock.install(); // the chat's delays pass on it
  return page;
}

test('publish, see it live everywhere, survive a restart, restore, start fresh', async ({
  browser,
  request,
  server,
  admin: account,
  signIn,
}) => {
  test.setTimeout(180_000);
  /** A browser of its own (no working copy yet), signed in as the admin. */
  const adminPage = async (path: string) =>
    await signIn(await (await browser.newContext({ baseURL: server.url })).newPage(), { path });

  // The admin: a browser with no working copy starts from the live content (defaults here).
  const admin = await adminPage('/admin/settings');
  await expect(admin.getByLabel('Phone')).toHaveValue(DEFAULT_PHONE);
  await setPhone(admin, PHONE_1);

  // A post with an image (a 1200x675 photo), saved to the working copy.
  await admin.goto('/admin/blog');
  await admin.getByRole('button', { name: 'Add Post' }).click();
  const post = admin.getByTestId('blog-post-editor').first();
  await post.getByLabel('Title').fill(POST);
  await post.getByLabel('Category').fill('Field notes');
  await post.getByLabel('Content').fill('Splicing at minus ten.');
  const photo = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  await post
    .getByLabel('Upload image')
    .setInputFiles({ name: 'splice.jpg', mimeType: 'image/jpeg', buffer: photo });
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Blog posts have been updated');

  // The Preview shows the working copy, clearly marked; the live site does not yet.
  await admin.goto('/admin/preview');
  await expect(admin.getByTestId('preview-banner')).toBeVisible();
  await expect(admin.getByTestId('contact-phone')).toHaveText(PHONE_1);
  await admin.goto('/admin');
  await publish(admin, ['Changed: phone', `Added: ${POST}`]);

  // A fresh visitor (with stale site data in localStorage) sees the live content.
  const visitor = await visitorPage(browser, server.url);
  const hydrationErrors: string[] = [];
  visitor.on('console', (m) => {
    if (m.type() === 'error') hydrationErrors.push(m.text());
  });
  await visitor.goto('/');
  await expect(visitor.getByTestId('contact-phone')).toHaveText(PHONE_1);
  await expect(visitor.locator('footer')).toContainText(PHONE_1);
  const card = visitor.locator('article', { hasText: POST });
  await card.scrollIntoViewIfNeeded();
  const img = card.locator('img');
  await expect(img).toHaveAttribute('src', /^\/media\/[a-f0-9]{32}-1200x675\.webp$/);
  await expect(img).toHaveAttribute('srcset', /480w, .*1200w$/);
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
    .toBeGreaterThan(0);
  await expect(visitor.locator('html')).toHaveAttribute('data-layout-hydrated', 'true');
  expect(hydrationErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);

  // The chat's General Contact answer carries the live phone.
  const chat = await askChat(visitor, 'What is your phone number?');
  await expect(chat.getByText(PHONE_1)).toBeVisible();

  // The HTML itself, without running any script.
  const html = await (await request.get('/')).text();
  expect(html).toContain(PHONE_1);
  expect(html).toContain(POST);
  expect(html).toMatch(/\/media\/[a-f0-9]{32}-1200x675\.webp/);
  expect(await (await request.get('/careers')).text()).toContain(PHONE_1);

  // A second publish, then a restart: still live.
  await setPhone(admin, PHONE_2);
  await publish(admin, ['Changed: phone']);
  await server.restart();
  expect(await (await request.get('/')).text()).toContain(PHONE_2);
  await visitor.goto('/');
  await expect(visitor.getByTestId('contact-phone')).toHaveText(PHONE_2);

  // History: restoring the first version brings its phone back for everyone.
  await admin.goto('/admin/history');
  const rows = admin.getByTestId('version-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('phone changed');
  await expect(rows.first()).toContainText(account.email);
  await rows.nth(1).getByRole('button', { name: 'Restore' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Restore and publish' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Published!');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('restored version 1');
  expect(await (await request.get('/')).text()).toContain(PHONE_1);
  await visitor.goto('/');
  await expect(visitor.getByTestId('contact-phone')).toHaveText(PHONE_1);

  // Done with these two browsers: the visitor's sat on the home page with its hero animating
  // (no reduced motion there) for the rest of the test, which on a loaded machine slowed the
  // last browser's start past its time limit.
  await visitor.context().close();
  await admin.context().close();

  // A fresh admin browser starts from the live content, not the built-in defaults.
  const laptop = await adminPage('/admin/settings');
  await expect(laptop.getByLabel('Phone')).toHaveValue(PHONE_1);
  await expect(laptop.getByTestId('unpublished-badge')).toHaveCount(0);
});
