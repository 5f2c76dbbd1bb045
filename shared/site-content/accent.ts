import { clampChroma, formatHex, oklch, wcagContrast } from 'culori';

// The firm's accent colour, made safe in both themes (WCAG 2.2 AA): links and the primary button
// use it, so it must read as text on the theme's backgrounds (4.5:1) and carry the button's text
// (4.5:1). A colour that does not gets a shade of the same hue that does, darker for the light
// theme and lighter for the dark one; the editor shows both with their ratios before saving.

export const TEXT_CONTRAST = 4.5;

/** The backgrounds text-primary stands on, per theme (client/src/app/app.css). */
const THEMES = {
  light: { backgrounds: ['#f8fafc', '#ffffff', '#f1f5f9'], step: -0.01 },
  dark: { backgrounds: ['#020617', '#0b1324', '#111c33'], step: 0.01 },
} as const;
export type Theme = keyof typeof THEMES;

/** The theme's page background (the site opens in the dark theme: index.html). */
export const themeBackground = (theme: Theme): string => THEMES[theme].backgrounds[0];

/** The two texts a primary button may carry: whichever reads better on the shade. */
const BUTTON_TEXTS = ['#ffffff', '#04202a'] as const;

export interface ThemeAccent {
  /** The shade used as --color-primary in this theme. */
  primary: string;
  /** The primary button's text colour on it. */
  foreground: string;
  /**
   * The button's background under the pointer: the shade a step further from its text, so hover
   * never lowers the contrast (an opacity change took the built-in light button to 4.44:1).
   */
  hover: string;
  /** As text on the theme's backgrounds: the lowest of its ratios. */
  textRatio: number;
  /** The button's text on the shade. */
  buttonRatio: number;
  /** Whether the colour as chosen needed a shade to pass in this theme. */
  adjusted: boolean;
}

const round = (ratio: number) => Math.floor(ratio * 100) / 100;

function measure(hex: string, theme: Theme) {
  const textRatio = Math.min(...THEMES[theme].backgrounds.map((bg) => wcagContrast(hex, bg)));
  const [foreground, buttonRatio] = BUTTON_TEXTS.map(
    (fg) => [fg, wcagContrast(hex, fg)] as const,
  ).sort((a, b) => b[1] - a[1])[0]!;
  return { textRatio, foreground, buttonRatio };
}

const passes = (m: ReturnType<typeof measure>) =>
  m.textRatio >= TEXT_CONTRAST && m.buttonRatio >= TEXT_CONTRAST;

/** How far the hover shade moves in OKLCH lightness: visible, yet the same colour. */
const HOVER_STEP = 0.07;

/** `hex` a step away from the button's text: darker under white text, lighter under dark. */
export function hoverShade(hex: string, foreground: string): string {
  const start = oklch(hex)!;
  const away = foreground === BUTTON_TEXTS[0] ? -HOVER_STEP : HOVER_STEP;
  const l = Math.min(1, Math.max(0, start.l + away));
  return formatHex(clampChroma({ ...start, l }, 'oklch'));
}

/** The accent's shade for one theme: the colour itself when it passes, else the nearest that does. */
export function themeAccent(accent: string, theme: Theme): ThemeAccent {
  const start = oklch(accent);
  if (!start) throw new Error(`Not a colour: ${accent}`);
  let hex = formatHex(start);
  let m = measure(hex, theme);
  const adjusted = !passes(m);
  // Lightness steps towards the theme's far end keep the hue; 100 steps reach black or white,
  // where every requirement holds.
  // (White's lightness comes out a hair above 1.)
  const first = Math.min(1, Math.max(0, start.l));
  for (let l = first; !passes(m) && l >= 0 && l <= 1; l += THEMES[theme].step) {
    hex = formatHex(clampChroma({ ...start, l }, 'oklch'));
    m = measure(hex, theme);
  }
  return {
    primary: hex,
    foreground: m.foreground,
    hover: hoverShade(hex, m.foreground),
    textRatio: round(m.textRatio),
    buttonRatio: round(m.buttonRatio),
    adjusted,
  };
}

/** Both themes' shades of the accent. */
export function accentShades(accent: string): Record<Theme, ThemeAccent> {
  return { light: themeAccent(accent, 'light'), dark: themeAccent(accent, 'dark') };
}

/**
 * The CSS that sets the theme tokens for an accent (app.css's names), for the page's <head>:
 * empty for the built-in accent, whose hand-picked shades app.css has.
 */
export function accentCss(accent: string, builtIn: string): string {
  if (accent.toLowerCase() === builtIn.toLowerCase()) return '';
  const { light, dark } = accentShades(accent);
  const tokens = (t: ThemeAccent) =>
    `--color-primary:${t.primary};--color-primary-foreground:${t.foreground};` +
    `--color-primary-hover:${t.hover};` +
    `--color-accent:${t.primary};--color-ring:${t.primary}`;
  return `:root{${tokens(light)}}.dark{${tokens(dark)}}`;
}
