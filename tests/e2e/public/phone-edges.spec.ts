import type { Page } from '@playwright/test';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, waitForHydration } from './fixtures';

// Rough edges a phone showed (issue 42, items 9 and 13), held at a phone's and a laptop's width:
// the open mobile menu hides the page behind it, every aria-controls names an element that is
// there, and an opening's page shows the role before its form.

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

/** The ids named by aria-controls that no element of the page has. */
const danglingControls = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-controls]'))
      .flatMap((el) => el.getAttribute('aria-controls')!.split(/\s+/))
      .filter((id) => !document.getElementById(id)),
  );

/** The alpha of an element's computed background colour (1 when the colour has none). */
const backgroundAlpha = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const colour = getComputedStyle(el).backgroundColor;
    const alpha = /\/\s*([\d.]+)\)$/.exec(colour) ?? /rgba\([^)]*,\s*([\d.]+)\)$/.exec(colour);
    return alpha ? Number(alpha[1]) : 1;
  });

for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ viewport });

    test('every aria-controls of the top bar names an element that exists', async ({
      visitor: page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      expect(await danglingControls(page)).toEqual([]);
      if (name !== 'phone') return;
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).not.toHaveAttribute('aria-controls');
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-controls',
        'mobile-menu',
      );
      expect(await danglingControls(page)).toEqual([]);
    });

    test("an opening's page: the role's description, then the form", async ({ visitor: page }) => {
      await page.goto('/careers/senior-network-engineer/apply');
      await waitForHydration(page);
      const role = page.getByRole('region', { name: 'The role' });
      // Its markdown, rendered.
      await expect(role.getByRole('heading', { name: 'What you will do' })).toBeVisible();
      await expect(role.getByRole('listitem')).toHaveCount(6);
      const form = page.getByRole('form', { name: 'Application for Senior Network Engineer' });
      const [roleBox, formBox] = [(await role.boundingBox())!, (await form.boundingBox())!];
      expect(roleBox.y + roleBox.height).toBeLessThanOrEqual(formBox.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    });
  });
}

test.describe('phone', () => {
  test.use({ viewport: widths[0]!.viewport });

  test('the open mobile menu is opaque, in both themes, and passes axe', async ({
    visitor: page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Scrolled into the page, where text would show through a see-through menu.
    await page.mouse.wheel(0, 900);
    await expect(page.getByRole('banner')).toHaveAttribute('data-blurred', 'true');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect.poll(() => backgroundAlpha(page, 'header')).toBe(1);
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await expect.poll(() => backgroundAlpha(page, 'header')).toBe(1);
    // Closed again, the scrolled bar is see-through as before.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => backgroundAlpha(page, 'header')).toBeLessThan(1);
  });
});
