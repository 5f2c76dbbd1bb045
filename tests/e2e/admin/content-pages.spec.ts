import type { Browser, Page } from '@playwright/test';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import { wcagViolations, wcagViolationsInBothThemes } from '../support/axe';
import { askChat, expect, test } from './fixtures';

// The whole site is the firm's to edit, end to end: an admin adds a service and a case
// study, renames a post's address, edits the privacy policy and publishes; a fresh visitor sees
// each new page, the old post address redirects, the chat still answers, and the new pages pass
// axe in both themes and on a phone.

const SERVICE = 'Private LTE';
const STUDY = 'Port Private LTE';
const POST = defaultSiteData.blogPosts[0]!;
const NEW_SLUG = 'private-5g-vs-wifi';
const POLICY_LINE = 'We reviewed this policy with counsel in November.';

async function saved(page: Page, message: string) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText(message);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
}

/** A visitor who already answered the consent banner, in a theme of their choice. */
async function visitorPage(browser: Browser, theme: 'light' | 'dark' = 'dark', width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((t) => {
    localStorage.setItem('vite-ui-theme', t);
    localStorage.setItem('cookie_consent', 'accepted');
  }, theme);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install(); // the chat's delays pass on it (askChat)
  return page;
}

test.describe('publishing new pages', () => {
  // Its published content would surprise the other journeys: a server of its own.
  test.use({ freshServer: true });

  test('an admin adds a service and a case study, renames a post, edits the privacy policy; visitors get all of it', async ({
    browser,
    request,
    server,
    signIn,
  }) => {
    test.setTimeout(480_000);
    const base = server.url;
    const admin = await signIn(await (await browser.newContext()).newPage(), {
      path: '/admin/services',
    });

    // A new service: its address follows its title until it is published.
    await expect(admin.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: 'Add Service' }).click();
    // Added first (the home page shows services in this order), focused, empty.
    const service = admin.getByTestId('service-editor').first();
    await expect(service.getByLabel('Title')).toBeFocused();
    await service.getByLabel('Title').fill(SERVICE);
    await expect(service.getByLabel('Address (slug)')).toHaveValue('private-lte');
    await service.getByLabel('Tagline').fill('Your own LTE network, on your own spectrum.');
    await service
      .getByLabel('Summary', { exact: true })
      .fill('Private LTE for ports, mines and plants.');
    await service.getByLabel('Icon').selectOption({ label: 'Antenna' });
    await service
      .getByLabel('Description')
      .fill('We **plan** and build private LTE.\n\n<script>alert(1)</script> stays text.');
    await service.getByRole('button', { name: 'Preview' }).click();
    const preview = service.getByRole('region', { name: 'Preview of Description' });
    await expect(preview.locator('strong')).toHaveText('plan');
    await expect(preview).toContainText('<script>alert(1)</script> stays text.');
    await service.getByLabel('What we deliver').fill('RF planning\nCore and radio access');
    await saved(admin, 'Services have been updated');

    // A new case study about it, without an image (an illustration stands in).
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Case Studies' })
      .click();
    await admin.getByRole('button', { name: 'Add Case Study' }).click();
    const study = admin.getByTestId('case-study-editor').first();
    await study.getByLabel('Title').fill(STUDY);
    // Picked from the services, not typed: linked from the service's page.
    await study.getByLabel('Service').selectOption({ label: SERVICE });
    await study.getByLabel('Client').fill('A container port');
    await study
      .getByLabel('Summary', { exact: true })
      .fill('One private LTE network for the cranes, the trucks and the gates.');
    await study.getByLabel('The challenge').fill('Wi-Fi dropped the cranes every shift change.');
    await study.getByLabel('Our solution').fill('Private LTE on licensed spectrum.');
    await study.getByLabel('Illustration').selectOption('city-5g');
    await study.getByLabel('The outcome').fill('Cranes and trucks on **one network**.');
    await study.getByRole('button', { name: 'Add figure' }).click();
    await study.getByLabel('Figure 1').fill('99.99%');
    await study.getByLabel('Label 1').fill('Availability');
    await saved(admin, 'Case studies have been updated');

    // A post's address renamed: a bad one is refused beside the field, a good one saved.
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Blog Posts' })
      .click();
    const post = admin.getByTestId('blog-post-editor').first();
    await expect(post.getByLabel('Title')).toHaveValue(POST.title);
    await post.getByLabel('Address (slug)').fill('Not a slug!');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(post.getByText('Slug must be lower-case letters')).toBeVisible();
    await post.getByLabel('Address (slug)').fill(NEW_SLUG);
    await saved(admin, 'Blog posts have been updated');

    // The privacy policy, after the lawyer's review.
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Legal Pages' })
      .click();
    const policy = admin.getByLabel('Privacy Policy: text');
    await policy.fill(`${await policy.inputValue()}\n\n${POLICY_LINE}`);
    await expect(admin.getByLabel('Privacy Policy: last updated')).toHaveValue(
      new Date().toISOString().slice(0, 10),
    );
    await saved(admin, 'Legal pages have been updated');

    // Publish: every collection's changes, and the redirect the rename records.
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Publish your working copy' });
    const diff = dialog.getByTestId('publish-diff');
    await expect(diff).toContainText(`Added: ${SERVICE}`);
    await expect(diff).toContainText(`Added: ${STUDY}`);
    await expect(diff).toContainText(`Edited: ${POST.title}`);
    await expect(diff).toContainText('Edited: Privacy Policy');
    await expect(diff).toContainText(`Added: /blog/${POST.slug} → /blog/${NEW_SLUG}`);
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(admin.getByTestId('toast')).toContainText('Published!');
    // The redirect is now in the working copy too, and editable.
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Redirects' })
      .click();
    await expect(admin.getByTestId('redirect-editor').first().getByLabel('From')).toHaveValue(
      `/blog/${POST.slug}`,
    );
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(admin.getByTestId('stat-services')).toHaveText(
      String(defaultSiteData.services.length + 1),
    );
    await expect(admin.getByTestId('stat-redirects')).toHaveText('1');

    // A fresh visitor: the new service is first on the home page, and its page is there (client-
    // side navigation fetches the page's data).
    const visitor = await visitorPage(browser);
    const errors: string[] = [];
    visitor.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    visitor.on('pageerror', (e) => errors.push(e.message));
    await visitor.goto(`${base}/`);
    await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const firstCard = visitor.locator('#services li').first();
    await expect(firstCard).toContainText(SERVICE);
    await firstCard.getByRole('link').click();
    await expect(visitor).toHaveURL(`${base}/services/private-lte`);
    await expect(visitor.getByRole('heading', { name: SERVICE, level: 1 })).toBeVisible();
    await expect(visitor).toHaveTitle(`${SERVICE} | Meridian NetSec`);
    await expect(visitor.locator('article strong')).toHaveText('plan');
    await expect(visitor.getByText('<script>alert(1)</script> stays text.')).toBeVisible();
    await expect(visitor.getByText('Core and radio access')).toBeVisible();
    // The case study, linked from the service's page.
    await visitor.getByRole('link', { name: STUDY }).click();
    await expect(visitor).toHaveURL(`${base}/case-studies/port-private-lte`);
    await expect(visitor.getByRole('heading', { name: STUDY, level: 1 })).toBeVisible();
    await expect(visitor.getByTestId('case-study-stats')).toContainText('99.99%');
    // No image uploaded: the illustration chosen stands in.
    await expect(visitor.locator('article svg[role="img"]')).toBeVisible();

    // The renamed post: Read More opens it, the old address redirects to it (301).
    await visitor.goto(`${base}/#blog`);
    await visitor
      .locator('#blog article', { hasText: POST.title })
      .getByRole('link', { name: /Read More/ })
      .click();
    await expect(visitor).toHaveURL(`${base}/blog/${NEW_SLUG}`);
    await expect(visitor.getByRole('heading', { name: POST.title, level: 1 })).toBeVisible();
    const old = await request.get(`${base}/blog/${POST.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/${NEW_SLUG}`);
    await visitor.goto(`${base}/blog/${POST.slug}`);
    await expect(visitor).toHaveURL(`${base}/blog/${NEW_SLUG}`);
    // An unknown address is the 404 page, with the status.
    expect((await request.get(`${base}/blog/no-such-post`)).status()).toBe(404);

    // The chat works on the new page: its knowledge is fetched when it opens.
    const chat = await askChat(visitor, 'What is your phone number?');
    await expect(chat.getByText(defaultSiteData.settings.phone)).toBeVisible();

    // The privacy policy as the lawyer approved it.
    await visitor.goto(`${base}/privacy-policy`);
    await expect(visitor.getByText(POLICY_LINE)).toBeVisible();
    expect(errors).toEqual([]);

    // The sitemap lists the new pages, without the old address.
    const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/services/private-lte</loc>');
    expect(sitemap).toContain(`/blog/${NEW_SLUG}</loc>`);
    expect(sitemap).not.toContain(`/blog/${POST.slug}</loc>`);

    // axe on the new pages, in both themes (each page loaded in the light one, then switched to
    // the dark one in place, ../support/axe.ts), at 1280 px and on a 390 px phone (no sideways
    // scrolling).
    for (const width of [1280, 390]) {
      const page = await visitorPage(browser, 'light', width);
      for (const path of [
        '/services/private-lte',
        '/case-studies/port-private-lte',
        `/blog/${NEW_SLUG}`,
        '/blog',
        '/privacy-policy',
      ]) {
        await page.goto(`${base}${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        expect(await wcagViolationsInBothThemes(page), `${path} ${width}px`).toEqual({
          light: [],
          dark: [],
        });
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${path} ${width}px`).toBeLessThanOrEqual(0);
      }
      await page.context().close();
    }
  });
});

test('the new editors work on a 390 px phone without sideways scrolling', async ({
  browser,
  signIn,
}) => {
  test.slow(); // seven editors, an axe run each
  const page = await signIn(
    await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage(),
  );
  for (const [path, heading] of [
    ['/admin/services', 'Services'],
    ['/admin/case-studies', 'Case Studies'],
    ['/admin/careers', 'Careers'],
    ['/admin/partners', 'Partners'],
    ['/admin/legal', 'Legal Pages'],
    ['/admin/chat', 'Chat Answers'],
    ['/admin/redirects', 'Redirects'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, path).toBeLessThanOrEqual(0);
    expect(await wcagViolations(page), path).toEqual([]);
  }
});
