import { blockViews } from '@shared/site-content/blocks';
import { defaultSiteData } from '@shared/site-content/defaults';
import { expect, test, waitForHydration } from './fixtures';

test('home has every section, in order, with the tagline', async ({ visitor: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bridging Networks, Securing Futures',
  );
  const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
  // The built-in home page's blocks, each with its anchor, in their order.
  const anchors = blockViews(defaultSiteData.pages.home, { content: defaultSiteData });
  expect(ids).toEqual(anchors.flatMap((view) => view.anchor ?? []));
});

// The suite runs under reduced motion (decision 059), where a section link jumps; these follow
// the smooth scroll a visitor gets by default to its end.
test.describe('with smooth scrolling', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('top bar links scroll to home sections; Careers and Get a Quote navigate', async ({
    visitor: page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['Services', 'services'],
      ['Case Studies', 'cases'],
      ['Technology', 'tech'],
      ['Blog', 'blog'],
      ['Contact', 'contact'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    }
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await page.getByRole('link', { name: 'Meridian NetSec home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a section link on another page goes to / and then scrolls to the section', async ({
    visitor: page,
  }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/(#contact)?$/);
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page).toHaveURL(/\/#contact$/);
    // The footer's links work the same way.
    await page.goto('/privacy-policy');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).click();
    await expect(page.locator('#cases')).toBeInViewport();
  });

  test('Explore Our Solutions scrolls to the services', async ({ visitor: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Explore Our Solutions' }).click();
    await expect(page.locator('#services')).toBeInViewport();
  });
});

test('the top bar gets its blurred background after 50 px of scroll', async ({ visitor: page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-blurred', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-blurred', 'false');
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute('data-blurred', 'true');
  await expect(header).toHaveClass(/backdrop-blur/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-blurred', 'false');
});

test('footer has Quick Links, Company and Legal', async ({ visitor: page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  for (const heading of ['Quick Links', 'Company', 'Legal']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  // About Us is the sample About page (a page of the firm's own), Contact the contact page.
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test.describe('phone', () => {
  // With smooth scrolling, as in 'with smooth scrolling' above.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });

  test('the mobile menu opens, blurs the bar and closes on choice', async ({ visitor: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-blurred', 'true');
    await menu.getByRole('link', { name: 'Case Studies' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#cases')).toBeInViewport();
    // A route link closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Careers' })
      .click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
