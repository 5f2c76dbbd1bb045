import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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

/** Every WCAG A/AA violation on the page, as readable lines (empty when there is none). */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
    })
    .withTags(WCAG_TAGS)
    .analyze();
  const ran = [...results.passes, ...results.violations, ...results.inapplicable].map((r) => r.id);
  if (!ran.includes('label-content-name-mismatch'))
    throw new Error('axe did not run the experimental WCAG rules');
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
