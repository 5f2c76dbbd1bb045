import { wcagContrast } from 'culori';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The stylesheet's hand-picked theme tokens (the built-in accent's): the primary button's text
// reads on its background at rest and under the pointer (shared/site-content/accent.ts computes
// the same shades for a firm's own accent).

describe('the theme tokens of app.css', () => {
  it("the stylesheet's own hover shades keep the button's text readable in both themes", () => {
    const css = readFileSync(
      fileURLToPath(new URL('../../client/src/app/app.css', import.meta.url)),
      'utf8',
    );
    const token = (block: string, name: string) =>
      new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`).exec(block)?.[1];
    const light = css.slice(css.indexOf('@theme'), css.indexOf('.dark {'));
    const dark = css.slice(css.indexOf('.dark {'));
    for (const block of [light, dark]) {
      const hover = token(block, 'primary-hover');
      const text = token(block, 'primary-foreground');
      expect(hover && text, 'both tokens in the block').toBeTruthy();
      expect(wcagContrast(hover!, text!)).toBeGreaterThanOrEqual(
        wcagContrast(token(block, 'primary')!, text!),
      );
    }
  });
});
