import type { Locator, Page } from '@playwright/test';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import { formLabel } from '@shared/lead-kinds/form-label';
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

/**
 * Where each kind's public form stands: its page, and the form's name there when the page gives
 * it one. The rest (its fields, button, reference letter) is the kind's facts.
 */
const FORM_PAGES = {
  contact: { path: '/#contact' },
  quote: { path: '/quote' },
  application: { path: '/careers/senior-network-engineer/apply', name: /Application for/ },
  download: { path: '/downloads/fiber-backbone-reference-design', name: /^Request / },
  registration: { path: '/events/open-day-private-5g-logistics-campus', name: /Registration for/ },
} satisfies Record<LeadKind, { path: string; name?: RegExp }>;

/** Fills a kind's form as a visitor would: each field it requires, by its label. */
async function fillRequired(form: Locator, kind: LeadKind) {
  const { fields, files } = LEAD_KIND_SPECS[kind];
  for (const [name, field] of Object.entries(fields)) {
    if (field.in === 'record' || field.type === 'hidden' || field.optional) continue;
    const control = form.getByLabel(formLabel(field, files), { exact: true });
    if (field.type === 'files') {
      if (files?.required) {
        await form.locator(`input[name=${files.field}]`).setInputFiles(pdf('Grace Hopper.pdf'));
      }
    } else if (field.type === 'choice') {
      await control.selectOption({ index: 1 });
    } else if (field.type === 'email') {
      await control.fill('grace@example.com');
    } else {
      await control.fill(
        name === 'name' ? 'Grace Hopper' : 'A fiber ring between three buildings.',
      );
    }
  }
}

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
  for (const kind of LEAD_KINDS) {
    const { letter, form: texts } = LEAD_KIND_SPECS[kind];
    const place: { path: string; name?: RegExp } = FORM_PAGES[kind];
    test(`${kind} form at ${width} px: the reference stays beside the button, no toast covers either`, async ({
      page,
    }) => {
      await prepare(page, width);
      await page.goto(place.path);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: place.name ?? texts.label });
      await fillRequired(form, kind);
      const button = form.getByRole('button', { name: texts.submit.label });
      // The worst place for a toast at the bottom: the button on the screen's last line.
      await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await button.click();

      const reference = form.getByRole('status');
      await expect(reference).toContainText(new RegExp(`Your reference: ${letter}-\\d{4}-\\d{4}`));
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
      await expect(reference).toContainText(`Your reference: ${letter}-`);
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
  await fillRequired(form, 'contact');
  const answer = page.waitForResponse('**/api/contact-submissions');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const { reference } = (await (await answer).json()) as { reference: string };
  const status = form.getByRole('status');
  await expect(status).toHaveText(`Your message is in. Your reference: ${reference}`);
  await form.getByLabel('Name').fill('Another message');
  await expect(status).toHaveText('');
});
