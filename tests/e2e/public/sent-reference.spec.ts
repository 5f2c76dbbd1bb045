import type { Locator, Page } from '@playwright/test';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, presetTheme, skipConsentBanner, test, waitForHydration } from './fixtures';

// The visitor keeps their reference. Each public form shows the reference of
// what it sent beside its button and keeps it (the toast goes after five seconds); no toast covers
// the button or the reference, on a phone either; a file the form does not take is refused when
// it is picked, naming the types it takes.

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]),
});

interface PublicForm {
  path: string;
  name: string | RegExp;
  button: string;
  letter: string;
  fill(form: Locator): Promise<void>;
}

const FORMS: Record<string, PublicForm> = {
  contact: {
    path: '/#contact',
    name: 'Contact form',
    button: 'Send Message',
    letter: 'C',
    async fill(form) {
      await form.getByLabel('Name').fill('Grace Hopper');
      await form.getByLabel('Email').fill('grace@example.com');
      await form.getByLabel('Message').fill('A fiber ring between three buildings.');
    },
  },
  quote: {
    path: '/quote',
    name: 'Quote request form',
    button: 'Request a Quote',
    letter: 'Q',
    async fill(form) {
      await form.getByLabel('Full Name').fill('Grace Hopper');
      await form.getByLabel('Email').fill('grace@example.com');
      await form.getByLabel('Service of Interest').selectOption('Fiber Optics & LAN/WAN');
      await form.getByLabel('Project Details').fill('A fiber ring between three buildings.');
    },
  },
  application: {
    path: '/careers/1/apply',
    name: /Application for/,
    button: 'Send Application',
    letter: 'J',
    async fill(form) {
      await form.getByLabel('Full Name').fill('Grace Hopper');
      await form.getByLabel('Email').fill('grace@example.com');
      await form.locator('input[name=cv]').setInputFiles(pdf('Grace Hopper CV.pdf'));
    },
  },
};

async function prepare(page: Page, width: number) {
  await skipConsentBanner(page);
  await presetTheme(page, 'light');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
}

/** Whether two boxes on the screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('A box to compare is not on the screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const width of [390, 1280]) {
  for (const [kind, spec] of Object.entries(FORMS)) {
    test(`${kind} form at ${width} px: the reference stays beside the button, no toast covers either`, async ({
      page,
    }) => {
      await prepare(page, width);
      await page.goto(spec.path);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: spec.name });
      await spec.fill(form);
      const button = form.getByRole('button', { name: spec.button });
      // The worst place for a toast at the bottom: the button on the screen's last line.
      await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await button.click();

      const reference = form.getByRole('status');
      await expect(reference).toContainText(
        new RegExp(`Your reference: ${spec.letter}-\\d{4}-\\d{4}`),
      );
      // In sight, not under the screen's edge, and neither it nor the button under the toast.
      await expect(reference).toBeInViewport();
      const toast = page.getByTestId('toast');
      await expect(toast).toBeVisible();
      await expect(toast).toBeInViewport();
      expect(await overlap(toast, button), 'the toast covers the button').toBe(false);
      expect(await overlap(toast, reference), 'the toast covers the reference').toBe(false);
      // The toast goes (dismissed before its five seconds are up); the reference stays.
      await toast.getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(toast).toHaveCount(0);
      await expect(reference).toContainText(`Your reference: ${spec.letter}-`);
      // Off the button: its hover shade is not what the page shows.
      await page.mouse.move(0, 0);
      expect(await wcagViolationsInBothThemes(page), `${kind} sent`).toEqual({
        light: [],
        dark: [],
      });
    });
  }

  test(`the quote form refuses a file of another type when it is picked (${width} px)`, async ({
    page,
  }) => {
    let sent = false;
    page.on('request', (r) => (sent ||= r.url().endsWith('/api/quote-requests')));
    await prepare(page, width);
    await page.goto('/quote');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Quote request form' });
    const input = form.locator('input[name=attachments]');
    await input.setInputFiles(pdf('site-plan.pdf'));
    await input.setInputFiles({
      name: 'invoice.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(form.getByRole('alert')).toHaveText(
      'invoice.exe is not a PDF, PNG, JPEG, WebP, DWG, DXF, ZIP, DOCX or XLSX file',
    );
    // The file chosen before stays; the refused one is not listed, nor sent.
    const chosen = form.getByRole('list', { name: 'Chosen files' });
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(chosen).toContainText('site-plan.pdf');
    expect(await wcagViolationsInBothThemes(page), 'a refused file').toEqual({
      light: [],
      dark: [],
    });
    expect(sent).toBe(false);
  });
}

test('the contact form keeps its reference until the visitor writes again', async ({
  visitor: page,
}) => {
  await page.goto('/#contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await FORMS.contact!.fill(form);
  const answer = page.waitForResponse('**/api/contact-submissions');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const { reference } = (await (await answer).json()) as { reference: string };
  const status = form.getByRole('status');
  await expect(status).toHaveText(`Your message is in. Your reference: ${reference}`);
  await form.getByLabel('Name').fill('Another message');
  await expect(status).toHaveText('');
});
