import type { Page } from '@playwright/test';
import { expect, skipConsentBanner, test, waitForHydration } from './fixtures';

// Nothing the visitor does before React has hydrated is lost: clicks and key presses are
// replayed after hydration (lib/early-input.ts), links and typing work natively.
//
// On a phone-like CPU (throttled 4x through CDP) each test sends its first input the moment the
// page has painted (the page signals it through a binding, no polling; a browser drops input sent
// before there is a frame), as raw input at its target's position measured on that page once it
// is parsed, and checks it reached the page before hydration. The entry script is held back
// until the test lets it go, so the page is still dehydrated then however fast or busy the
// machine (a fixed hold raced a loaded one). How long after the first paint the input arrived
// is recorded as an annotation.

/**
 * Opens `path` on a slow phone with its entry script held back, and resolves at its first paint:
 * the page tells the test through a binding, with no polling round trip (a browser drops input
 * sent before there is a frame). With `target` (a CSS selector) it resolves instead once the
 * page is parsed and painted with that element, with its centre measured there and then (`at`):
 * on a slow phone the first paint may show only the top of a page still being parsed, and a
 * visitor can only click what is on screen. `release()` lets the entry script load, so the page
 * hydrates.
 */
async function openOnSlowPhone(
  page: Page,
  path: string,
  { target }: { target?: string } = {},
): Promise<{ at?: { x: number; y: number }; release: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Without the hero's particle animation, which nothing here is about: on a 4x slower CPU and a
  // viewport up to 8000 px tall it kept the renderer busy for the rest of the test.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let releaseScript!: () => void;
  const released = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    // A navigation in the meantime (a link followed before hydration) cancels the request.
    await route.continue().catch(() => undefined);
  });
  let paint!: (point?: { x: number; y: number }) => void;
  const painted = new Promise<{ x: number; y: number } | undefined>((resolve) => (paint = resolve));
  // Awaited before the navigation: on a loaded machine the binding took seconds to install, and a
  // page that painted first called a function that was not there yet, so the test waited forever.
  await page.exposeBinding('__e2ePainted', (_source, point?: { x: number; y: number }) =>
    paint(point),
  );
  await page.addInitScript((selector) => {
    const signal = (point?: { x: number; y: number }) =>
      void (
        window as unknown as { __e2ePainted: (p?: { x: number; y: number }) => Promise<void> }
      ).__e2ePainted(point);
    /**
     * Once the document is parsed (the entry script is held back, so it stays dehydrated) and its
     * fonts are in, waits for a frame painted with `sel` and sends its centre: measured earlier,
     * at the first paint of a half-parsed page, the element was not there yet, or later content
     * and a font swap moved it, and the click hit nothing.
     */
    const whenTargetPainted = (sel: string) => {
      const measure = () =>
        void document.fonts.ready.then(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const box = document.querySelector(sel)!.getBoundingClientRect();
              signal({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
            }),
          ),
        );
      if (document.readyState !== 'loading') measure();
      else document.addEventListener('readystatechange', measure, { once: true });
    };
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      if (selector) whenTargetPainted(selector);
      else signal();
    }).observe({ type: 'paint', buffered: true });
  }, target);
  await page.goto(path, { waitUntil: 'commit' });
  // Once the input has been given, the page loads its script and hydrates at the machine's own
  // speed: what the tests check then (the input survived hydration) does not depend on the CPU,
  // and four times a loaded machine's slowness took hydration past the time limit.
  const release = async () => {
    releaseScript();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
  return { at: await painted, release };
}

/** Checks the first input reached the page before hydration (see above). */
async function expectActedEarly(page: Page) {
  const t = await page.evaluate(() => ({
    input: (window as unknown as { __firstInput?: { at: number; hydrated: boolean } }).__firstInput,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  expect(t.input, 'an input reached the page').toBeDefined();
  // How early: recorded for the report. A hard limit would measure this machine's load, not the
  // page (input waits for the throttled main thread to finish the first layout and paint).
  test.info().annotations.push({
    type: 'first input',
    description: `${Math.round(t.input!.at - t.fcp)} ms after the first paint`,
  });
  expect(t.input!.hydrated, 'the page had hydrated already').toBe(false);
}

test.beforeEach(async ({ page }) => {
  // The time of the visitor's first input, and whether the page had hydrated by then.
  await page.addInitScript(() => {
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(
        type,
        (e) => {
          const w = window as unknown as { __firstInput?: { at: number; hydrated: boolean } };
          if (e.isTrusted)
            w.__firstInput ??= {
              at: performance.now(),
              hydrated: document.documentElement.dataset.hydrated === 'true',
            };
        },
        true,
      );
  });
});

test('Accept before hydration stores the choice and hides the banner', async ({ page }) => {
  // The banner comes last in the document: on a slow phone it is painted well after the hero.
  // Its first button is Accept.
  const { at: accept, release } = await openOnSlowPhone(page, '/', {
    target: '[data-consent-banner] button',
  });
  await page.mouse.click(accept!.x, accept!.y);
  await expectActedEarly(page);
  await release();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');
});

test('Read More before hydration opens the post: it is a link, the browser follows it', async ({
  page,
}) => {
  await skipConsentBanner(page);
  await page.setViewportSize({ width: 1440, height: 6000 }); // the blog on the first screen
  const { at: readMore, release } = await openOnSlowPhone(page, '/', {
    target: 'article a[href^="/blog/"]', // the first post's Read More
  });
  await page.mouse.click(readMore!.x, readMore!.y);
  await release(); // the post's page loads the same entry script
  await page.waitForURL(/\/blog\/private-5g-for-campuses-when-it-beats-enterprise-wi-fi$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Private 5G for Campuses: When It Beats Enterprise Wi-Fi',
  );
});

test('the mobile menu opens when tapped before hydration, even tapped twice', async ({ page }) => {
  await skipConsentBanner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const { at: toggle, release } = await openOnSlowPhone(page, '/careers', {
    target: 'button[aria-label="Open menu"]',
  });
  // A second tap because the first seemed to do nothing must not close it again.
  await page.mouse.click(toggle!.x, toggle!.y);
  await page.mouse.click(toggle!.x, toggle!.y);
  await expectActedEarly(page);
  await release();
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a key press on the theme button before hydration opens the theme menu', async ({ page }) => {
  await skipConsentBanner(page);
  // Focus on the theme button as the page is parsed, as a keyboard user's Tab would put it.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector<HTMLElement>('button[aria-label="Theme"]')?.focus(),
    ),
  );
  const { release } = await openOnSlowPhone(page, '/quote');
  // The first paint can come before the page is parsed to its end (a loaded CI machine pressed
  // the key on the body): the key goes to the button once it has the focus.
  await expect(page.getByRole('button', { name: 'Theme' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expectActedEarly(page);
  await release();
  await waitForHydration(page);
  await expect(page.getByRole('menu', { name: 'Theme' })).toBeVisible();
});

test('a quote typed and sent before hydration keeps its text and is sent once', async ({
  page,
}) => {
  await skipConsentBanner(page);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/quote-requests')) posted.push(r.url());
  });
  const { at: name, release } = await openOnSlowPhone(page, '/quote', {
    target: 'form[aria-label="Quote request form"] input[name="name"]',
  });
  await page.mouse.click(name!.x, name!.y);
  await page.keyboard.type('Grace Hopper');
  await expectActedEarly(page);
  const form = page.getByRole('form', { name: 'Quote request form' });
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Service of Interest').selectOption('Fiber Optics & LAN/WAN');
  await form.getByLabel('Project Details').fill('Campus fiber between four buildings.');
  await form.getByRole('button', { name: 'Request a Quote' }).click();
  // Sent before hydration: no native submission navigated away with the form in the URL.
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await release();
  await waitForHydration(page);
  await expect(page.getByTestId('toast')).toContainText('Quote Request Sent!');
  expect(new URL(page.url()).search).toBe('');
  expect(posted).toHaveLength(1);
  await expect(form.getByLabel('Full Name')).toHaveValue(''); // reset after sending
});

test('text typed before hydration is still there after it', async ({ page }) => {
  await skipConsentBanner(page);
  await page.setViewportSize({ width: 1440, height: 8000 }); // the contact form on the first screen
  const { at: message, release } = await openOnSlowPhone(page, '/', {
    target: 'form[aria-label="Contact form"] textarea[name="message"]',
  });
  await page.mouse.click(message!.x, message!.y);
  await page.keyboard.type('Typed before the page woke up.');
  await expectActedEarly(page);
  await release();
  await waitForHydration(page);
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Message')).toHaveValue(
    'Typed before the page woke up.',
  );
});
