import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { accentCss, accentShades, TEXT_CONTRAST } from './accent';

// An accent colour the firm picks is made to read in both themes: as text on every background
// of the theme, and under the primary button's text (WCAG 2.2 AA, 4.5:1).

const LIGHT_BACKGROUNDS = ['#f8fafc', '#ffffff', '#f1f5f9'];
const DARK_BACKGROUNDS = ['#020617', '#0b1324', '#111c33'];

describe('the accent in both themes', () => {
  it.each(['#ffff00', '#22d3ee', '#000080', '#ff0000', '#7f7f7f', '#00ff00', '#ffffff', '#000000'])(
    '%s reads in both themes, as text and on the button',
    (accent) => {
      const { light, dark } = accentShades(accent);
      for (const bg of LIGHT_BACKGROUNDS)
        expect(wcagContrast(light.primary, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      for (const bg of DARK_BACKGROUNDS)
        expect(wcagContrast(dark.primary, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(wcagContrast(light.primary, light.foreground)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(wcagContrast(dark.primary, dark.foreground)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      // Under the pointer the button's text reads at least as well as at rest.
      for (const t of [light, dark])
        expect(wcagContrast(t.hover, t.foreground)).toBeGreaterThanOrEqual(
          wcagContrast(t.primary, t.foreground),
        );
    },
  );

  it('a colour that reads is kept as chosen; one that does not gets a shade of the same hue', () => {
    const yellow = accentShades('#ffff00');
    expect(yellow.dark).toMatchObject({ primary: '#ffff00', adjusted: false });
    expect(yellow.light.adjusted).toBe(true);
    expect(yellow.light.primary).not.toBe('#ffff00');
    const navy = accentShades('#000080');
    expect(navy.light).toMatchObject({ primary: '#000080', adjusted: false });
    expect(navy.dark.adjusted).toBe(true);
  });

  it('the built-in accent keeps the hand-picked shades of the stylesheet', () => {
    expect(accentCss('#22D3EE', '#22d3ee')).toBe('');
    const css = accentCss('#ffff00', '#22d3ee');
    expect(css).toMatch(
      /^:root\{--color-primary:#[0-9a-f]{6};.*\}\.dark\{--color-primary:#ffff00;/,
    );
    expect(css).toContain('--color-primary-hover:');
  });
});
