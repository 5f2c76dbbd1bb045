import type { Page } from '@playwright/test';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import { expect, servicePages, test, waitForHydration } from './fixtures';

// Issue 42, item 3: the quote form follows the content. Its "Service of Interest" lists the
// published services, then Other; a service page's Get a Quote opens it with that service chosen
// (/quote?service=<slug>), also when the address is opened directly (the prerendered page knows no
// query string).

const service = (page: Page) =>
  page.getByRole('form', { name: 'Quote request form' }).getByLabel('Service of Interest');

test("a service page's Get a Quote opens the form with that service chosen", async ({
  visitor: page,
}) => {
  const fiber = servicePages[1]!;
  await page.goto(`/services/${fiber.slug}`);
  await waitForHydration(page);
  await page
    .getByRole('complementary', { name: `Planning a ${fiber.title} project?` })
    .getByRole('link', { name: 'Get a Quote' })
    .click();
  await expect(page).toHaveURL(`/quote?service=${fiber.slug}`);
  await expect(service(page)).toHaveValue(fiber.title);
});

test('/quote?service=<slug> opened directly chooses that service once hydrated', async ({
  visitor: page,
}) => {
  const satellite = servicePages[2]!;
  await page.goto(`/quote?service=${satellite.slug}`);
  await waitForHydration(page);
  await expect(service(page)).toHaveValue(satellite.title);
  // The published services in their order, then Other, after the prompt.
  await expect(service(page).locator('option')).toHaveText([
    'Select a service',
    ...defaultSiteData.services.map((s) => s.title),
    'Other',
  ]);
  // An unknown slug chooses nothing: the visitor picks.
  await page.goto('/quote?service=teleportation');
  await waitForHydration(page);
  await expect(service(page)).toHaveValue('');
});

test.describe('after a publish', () => {
  // It changes the services every page shows: a server of its own.
  test.use({ freshServer: true });

  test('a new service is in the form and its page preselects it; a removed one is gone', async ({
    visitor: page,
    seed,
  }) => {
    const [removed, ...rest] = defaultSiteData.services;
    await seed.publish((content) => ({
      ...content,
      services: [...rest, { ...removed!, id: 4242, slug: 'private-lte', title: 'Private LTE' }],
    }));
    await page.goto('/services/private-lte');
    await waitForHydration(page);
    await page
      .getByRole('complementary', { name: 'Planning a Private LTE project?' })
      .getByRole('link', { name: 'Get a Quote' })
      .click();
    await expect(service(page)).toHaveValue('Private LTE');
    await expect(service(page).locator('option', { hasText: removed!.title })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Quote request form' });
    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Project Details').fill('Private LTE for a container port.');
    const answer = page.waitForResponse('**/api/quote-requests');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole('status')).toContainText('Your reference: Q-');
  });
});
