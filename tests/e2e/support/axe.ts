import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { createRequire } from 'node:module';
import { THEME_STORAGE_KEY } from '../../../client/src/config/storage-keys';

// axe-core with every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA, including the ones axe marks
// experimental and leaves off by default (Lighthouse runs without them too), such as
// label-content-name-mismatch (2.5.3 Label in Name).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'css-orientation-lock',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/** axe.run's options: the WCAG tags, the experimental rules, and what to report. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
  // Every node of every violation is reported; of the passes and the rest, one node a rule
  // (all of them were serialised, which took most of the time on the larger admin forms).
  resultTypes: ['violations'],
};

/** axe-core's source, from the copy @axe-core/playwright itself runs. */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/** Every WCAG A/AA violation on the page, as readable lines (empty when there is none). */
export async function wcagViolations(page: Page): Promise<string[]> {
  // The default mode exists for frames of other origins: it runs axe in every frame, then opens
  // a blank page to merge their results. This site's pages have one frame: axe is put in the page
  // once (it stays there until the page navigates) and run there, not evaluated again on every
  // run as AxeBuilder does (docs/decisions/022-fast-test-suite.md). A page with frames keeps it.
  if (page.frames().length > 1) return await violationsInFrames(page);
  await atRest(page);
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) await page.evaluate(AXE_SOURCE);
  const { violations, ran } = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run(document, options as RunOptions);
    const outcomes = [
      ...results.passes,
      ...results.violations,
      ...results.incomplete,
      ...results.inapplicable,
    ];
    // Only what the lines need crosses back to the test, not axe's whole report.
    const violations = results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
    return { violations, ran: outcomes.map((r) => r.id) };
  }, AXE_OPTIONS);
  if (!ran.includes('label-content-name-mismatch'))
    throw new Error('axe did not run the experimental WCAG rules');
  return lines(violations);
}

/** The same check by AxeBuilder's default mode, for a page with frames. */
async function violationsInFrames(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: AXE_OPTIONS.rules, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return lines(results.violations);
}

/** What the lines say of a violation (axe's Result has more). */
type Violation = Pick<Result, 'id' | 'impact' | 'help'> & {
  nodes: { target: Result['nodes'][number]['target'] }[];
};

/** One readable line per violation: its rule, impact, help and first three nodes. */
function lines(violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * Waits until the page is at rest: no finite animation or transition running, checked on two
 * frames in a row, so whatever the last change set off (a theme switch, the header's change on
 * the scroll an earlier check made, a card under the pointer, an image that loads, a re-render)
 * is delivered and drawn. axe reads computed colours, which mid-transition are the old theme's
 * text on the new background. Transitions are taken to their end (0.01 ms under reduced motion,
 * yet they run on the next frames); what keeps moving for good (a spinner) is left alone. Waits
 * on the page's frames, so its clock must be running (not paused by page.clock); a page that
 * does not rest within 120 frames is checked as it is.
 */
async function atRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    for (let quiet = 0, frames = 0; quiet < 2 && frames < 120; frames++) {
      const moving = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      for (const animation of moving) if (animation instanceof CSSTransition) animation.finish();
      quiet = moving.length === 0 ? quiet + 1 : 0;
      await frame();
    }
  });
}

/**
 * Switches the open page to `theme` as a load in that theme would show it, and waits until
 * <html> carries it: the stored choice, its storage event (what a choice in another tab sends;
 * the public header's theme menu follows it, client/src/lib/theme.ts) and the class on <html>
 * that index.html's script puts there before the first paint (the only mark of the theme on
 * pages without that menu, such as the admin area's). The a11y tests check a page in one theme,
 * switch, and check it again: one load for both themes.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    ({ key, value }) => {
      // The colours are resolved in the new theme with every transition held off, then the
      // transitions are given back: nothing changes then, so none starts. Otherwise a thousand
      // elements (transition-colors) each started one, and the check waited for them all.
      // A constructed sheet, which the pages' CSP (style-src) does not govern, unlike a <style>.
      const noTransitions = new CSSStyleSheet();
      noTransitions.replaceSync('*, *::before, *::after { transition: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, noTransitions];
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
      document.documentElement.classList.remove('light', 'dark');
      document.documentElement.classList.add(value);
      void getComputedStyle(document.body).color; // the styles resolved now, without transitions
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== noTransitions);
    },
    { key: THEME_STORAGE_KEY, value: theme },
  );
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // The colours change through CSS transitions, some a frame later (atRest).
  await atRest(page);
}

/**
 * The WCAG violations of the open page in the light theme, then in the dark one (switched in
 * place), labelled with the theme: `{ light: [...], dark: [...] }`, each empty when there is none.
 */
export async function wcagViolationsInBothThemes(
  page: Page,
): Promise<{ light: string[]; dark: string[] }> {
  await switchTheme(page, 'light');
  const light = await wcagViolations(page);
  await switchTheme(page, 'dark');
  const dark = await wcagViolations(page);
  return { light, dark };
}
