import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// A lead's dialog on a phone and a laptop: a long e-mail address wraps within its row instead of
// running out of the dialog (issue 42, item 9).

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a long e-mail address wraps within its row at ${viewport.width} px`, async ({
    adminPage: page,
    seed,
  }) => {
    await page.setViewportSize(viewport);
    const tag = uniqueTag();
    const email = `procurement.and.facilities.department-${tag}@headquarters.example-engineering.example`;
    await seed.contact({ name: `Wren ${tag}`, email });
    await page.goto(`/admin/inbox?q=${tag}`);
    await page.getByRole('button', { name: `Wren ${tag}` }).click();
    const dialog = page.getByRole('dialog', { name: `Contact message from Wren ${tag}` });
    const link = dialog.getByRole('link', { name: email });
    await expect(link).toBeVisible();
    const row = link.locator('xpath=ancestor::dd');
    const box = async (l: typeof link) => (await l.boundingBox())!;
    const [linkBox, rowBox, dialogBox] = [await box(link), await box(row), await box(dialog)];
    // Within its row, and the row within the dialog.
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    // At 390 px it takes more than one line; nothing in the dialog scrolls sideways.
    if (viewport.width === 390) {
      const lines = await link.evaluate((a) => a.getClientRects().length);
      expect(lines).toBeGreaterThan(1);
    }
    const sideways = await dialog.evaluate((d) =>
      [d, ...Array.from(d.querySelectorAll('*'))].some(
        (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
      ),
    );
    expect(sideways).toBe(false);
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
}
