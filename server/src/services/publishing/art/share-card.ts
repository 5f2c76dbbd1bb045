import satori from 'satori';
import sharp from 'sharp';
import { themeAccent, themeBackground } from '@shared/site-content/accent';
import { SHARE_IMAGE, type ShareCard } from '@shared/site-content/site-art';
import type { ArtFonts } from './fonts';

// A page's share picture (og:image, 1200 x 630): the firm's mark and name, the page's headline
// and a line under it, over the dark theme's navy with a network drawn in the firm's accent, as
// the build's own picture (client/public/og-image.jpg, made by the same code) looks. satori lays
// the text out and draws it as paths (the font is Inter, read from node_modules); sharp turns
// that SVG into a JPEG. Runs in the art thread (./art-worker.ts).

/** The logo as stored (/media/): its bytes and drawn size. */
export interface LogoImage {
  bytes: Uint8Array;
  type: 'image/svg+xml' | 'image/png';
  width: number;
  height: number;
}

type Node = Parameters<typeof satori>[0];
type Style = Record<string, string | number>;
const h = (type: string, style: Style, ...children: (Node | string)[]): Node =>
  ({ type, props: { style, children } }) as unknown as Node;
const img = (src: string, width: number, height: number, style: Style = {}): Node =>
  ({ type: 'img', props: { src, width, height, style } }) as unknown as Node;

const dataUrl = (type: string, bytes: Uint8Array | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

const MARK_HEIGHT = 64;
/** A wide logo (a wordmark) keeps its proportions up to this width. */
const MARK_MAX_WIDTH = 280;
const JPEG_QUALITY = 84;

/** The built-in mark (components/layout/logo.tsx) in the accent. */
const builtInMark = (accent: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="1" y="1" width="30" height="30" rx="8" fill="${accent}" fill-opacity="0.1" stroke="${accent}" stroke-opacity="0.4"/><path d="M9 21 16 9l7 12M9 21h14M16 9v7m0 0-7 5m7-5 7 5" fill="none" stroke="${accent}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/><g fill="${accent}"><circle cx="16" cy="9" r="2.2"/><circle cx="9" cy="21" r="2.2"/><circle cx="23" cy="21" r="2.2"/><circle cx="16" cy="16" r="1.8"/></g></svg>`;

const NODES = [
  [760, 120],
  [900, 80],
  [1060, 150],
  [840, 260],
  [1000, 300],
  [1140, 330],
  [780, 420],
  [940, 470],
  [1100, 520],
] as const;
const LINKS = [
  [0, 1],
  [1, 2],
  [0, 3],
  [1, 3],
  [2, 4],
  [3, 4],
  [4, 5],
  [3, 6],
  [6, 7],
  [4, 7],
  [7, 8],
  [5, 8],
  [2, 5],
] as const;

/** The background: navy, the accent's glow at the top right, a network of links in it. */
function backdrop(accent: string, background: string): string {
  const { width, height } = SHARE_IMAGE;
  const lines = LINKS.map(([a, b]) => {
    const [x1, y1] = NODES[a];
    const [x2, y2] = NODES[b];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }).join('');
  const dots = NODES.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 ? 6 : 9}"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><radialGradient id="g" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="${accent}" stop-opacity="0.16"/>` +
    `<stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<g stroke="${accent}" stroke-opacity="0.35" stroke-width="2">${lines}</g>` +
    `<g fill="${accent}">${dots.join('')}</g></svg>`
  );
}

/** The mark beside the name: the logo in its proportions, or the built-in one. */
function mark(logo: LogoImage | null, accent: string): Node {
  if (!logo) return img(dataUrl('image/svg+xml', builtInMark(accent)), MARK_HEIGHT, MARK_HEIGHT);
  const ratio = logo.width > 0 && logo.height > 0 ? logo.width / logo.height : 1;
  const width = Math.round(Math.min(MARK_MAX_WIDTH, MARK_HEIGHT * ratio));
  const height = Math.round(width / ratio);
  return img(dataUrl(logo.type, logo.bytes), width, height);
}

/** Long headlines get a smaller size, so most fit in three lines. */
const headingSize = (heading: string) =>
  heading.length <= 32 ? 64 : heading.length <= 60 ? 54 : 46;

/** The card as satori lays it out. */
function layout(card: ShareCard, logo: LogoImage | null): Node {
  const accent = themeAccent(card.accent, 'dark').primary;
  const background = themeBackground('dark');
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      backgroundImage: `url(${dataUrl('image/svg+xml', backdrop(accent, background))})`,
      fontFamily: 'Inter',
      color: '#e2e8f0',
    },
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        width: 700,
        height: '100%',
        paddingLeft: 80,
      },
      h(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 600 },
        mark(logo, accent),
        h('div', { display: 'flex', marginLeft: 20 }, card.name),
      ),
      h(
        'div',
        {
          display: 'block',
          marginTop: 44,
          fontSize: headingSize(card.heading),
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: '-0.02em',
          color: '#f8fafc',
          lineClamp: 3,
        },
        card.heading,
      ),
      h(
        'div',
        {
          display: 'block',
          marginTop: 28,
          fontSize: 26,
          lineHeight: 1.45,
          color: '#94a3b8',
          lineClamp: 2,
        },
        card.subline,
      ),
    ),
  );
}

/** The card as a JPEG of SHARE_IMAGE's size. */
export async function renderShareCard(
  card: ShareCard,
  logo: LogoImage | null,
  fonts: ArtFonts,
): Promise<Buffer> {
  const svg = await satori(layout(card, logo), { ...SHARE_IMAGE, fonts });
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
