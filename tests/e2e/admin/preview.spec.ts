import type { Locator, Page } from '@playwright/test';
import { COOKIE_CONSENT_KEY } from '../../../client/src/config/storage-keys';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, SITE_DATA_KEY, test } from './fixtures';

// Issue 42, item 1: the preview stays in the preview. In /admin/preview the site's own links
// (a new service's Learn more, a post's Read More, a link in a post's markdown, the footer's)
// stay under /admin/preview; a page not yet published previews, on a click and on a reload; the
// banner keeps clear of the top bar and its menu; the legal pages' placeholders are filled in.

const PREVIEW = '/admin/preview';
const SERVICE = { slug: 'private-lte', title: 'Private LTE' };
const POST = defaultSiteData.blogPosts[0]!;
const { settings } = defaultSiteData;

/**
 * A working copy with a service and a post link that the live site does not have (and the
 * consent banner answered).
 */
async function storeWorkingCopy(page: Page) {
  const services = [
    { ...defaultSiteData.services[0]!, id: 4242, ...SERVICE },
    ...defaultSiteData.services,
  ];
  const blogPosts = [
    {
      ...POST,
      content: `${POST.content}\n\nRead how we build [private LTE](/services/${SERVICE.slug}).`,
    },
    ...defaultSiteData.blogPosts.slice(1),
  ];
  await page.evaluate(
    ([key, value, consentKey]) => {
      localStorage.setItem(key, value);
      localStorage.setItem(consentKey, 'accepted');
    },
    [SITE_DATA_KEY, JSON.stringify({ services, blogPosts }), COOKIE_CONSENT_KEY] as const,
  );
}

/** Whether the whole of `element` is the topmost thing on the screen (nothing covers it). */
async function uncovered(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const points = [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + box.width / 2, box.top + box.height / 2],
    ] as const;
    return points.every(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (el === top || el.contains(top));
    });
  });
}

async function expectBarClear(page: Page, phone: boolean) {
  const banner = page.getByTestId('preview-banner');
  const bar = page.getByRole('banner');
  const [bannerBox, barBox] = [(await banner.boundingBox())!, (await bar.boundingBox())!];
  expect(barBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
  const logo = bar.getByRole('link', { name: /home$/ });
  expect(await uncovered(logo), 'the logo is covered').toBe(true);
  if (phone) return;
  expect(await uncovered(bar.getByRole('link', { name: 'Careers' })), 'Careers is covered').toBe(
    true,
  );
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  const phone = width < 640;

  test(`the preview stays in the preview, unpublished pages included (${width} px)`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
    await storeWorkingCopy(page);
    await page.goto(PREVIEW);
    await expect(page.getByTestId('preview-banner')).toBeVisible();

    // The banner sits above the top bar, at the top of the page and scrolled into it.
    await expectBarClear(page, phone);
    await page.mouse.wheel(0, 1200);
    await expect(page.getByRole('banner')).toHaveAttribute('data-blurred', 'true');
    await expectBarClear(page, phone);
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      for (const name of ['Services', 'Careers']) {
        expect(await uncovered(menu.getByRole('link', { name })), `${name} is covered`).toBe(true);
      }
      await page.getByRole('button', { name: 'Close menu' }).click();
    }

    // The new service's card links into the preview, and its page (not published) previews.
    const card = page.locator('#services').getByRole('link', { name: new RegExp(SERVICE.title) });
    await expect(card).toHaveAttribute('href', `${PREVIEW}/services/${SERVICE.slug}`);
    await card.click();
    await expect(page).toHaveURL(`${PREVIEW}/services/${SERVICE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: SERVICE.title })).toBeVisible();
    expect(await wcagViolationsInBothThemes(page), 'a new service in the preview').toEqual({
      light: [],
      dark: [],
    });
    // Its Get a Quote opens the preview's quote form with it chosen.
    await page
      .getByRole('complementary', { name: `Planning a ${SERVICE.title} project?` })
      .getByRole('link', { name: 'Get a Quote' })
      .click();
    await expect(page).toHaveURL(`${PREVIEW}/quote?service=${SERVICE.slug}`);
    await expect(page.getByLabel('Service of Interest')).toHaveValue(SERVICE.title);

    // A reload of an unpublished page previews it too.
    await page.goto(`${PREVIEW}/services/${SERVICE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: SERVICE.title })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

    // A post's Read More, then a link written in its markdown, stay in the preview.
    await page.goto(`${PREVIEW}/blog`);
    await page
      .locator('article', { hasText: POST.title })
      .getByRole('link', { name: /Read More/ })
      .click();
    await expect(page).toHaveURL(`${PREVIEW}/blog/${POST.slug}`);
    const link = page.locator('article').getByRole('link', { name: 'private LTE' });
    await link.hover(); // a new tab or a copied link leads to the preview as well
    await expect(link).toHaveAttribute('href', `${PREVIEW}/services/${SERVICE.slug}`);
    await link.click();
    await expect(page).toHaveURL(`${PREVIEW}/services/${SERVICE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: SERVICE.title })).toBeVisible();

    // The footer's legal link stays too; the placeholders are the contact details.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(`${PREVIEW}/privacy-policy`);
    const policy = page.locator('main');
    await expect(policy).toContainText(`E-mail: ${settings.email}. Phone: ${settings.phone}.`);
    await expect(policy).not.toContainText('{email}');
    await expect(policy).not.toContainText('{phone}');
    expect(await wcagViolationsInBothThemes(page), 'the privacy policy in the preview').toEqual({
      light: [],
      dark: [],
    });

    // The top bar's logo leads to the preview's home page; the banner back to the admin area.
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL(PREVIEW);
    await page.getByRole('link', { name: 'Back to admin' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
}

test("the legal editor's preview fills in the contact details", async ({ adminPage: page }) => {
  await page.goto('/admin/legal');
  await page.getByRole('button', { name: 'Preview of Privacy Policy: text' }).click();
  const preview = page.getByRole('region', { name: 'Preview of Privacy Policy: text' });
  await expect(preview).toContainText(`E-mail: ${settings.email}. Phone: ${settings.phone}.`);
  await expect(preview).not.toContainText('{email}');
});
