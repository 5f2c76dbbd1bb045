import { createHash } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import sharp from 'sharp';
import { ApiError } from '../../lib/api-error';
import type { MediaFile } from '../../repositories/media-repository';
import { imageDecodes } from './media-encoder';

// The firm's logo keeps its own format: it is the site's mark and icon, drawn small and sharp.
// An SVG is taken only when it is a plain drawing (no script, no event handler, no reference to
// anything outside itself, no foreignObject, no animation): a browser opening it from /media/
// runs nothing and fetches nothing. Anything else is refused with a 400 naming the field, never
// "cleaned" (what a cleaner leaves is what it failed to understand). A PNG must be at least
// 128 pixels each way, for the favicon's larger sizes; it is re-encoded without its metadata.

export const LOGO_MIN_PIXELS = 128;
const LOGO_MAX_PIXELS = 1024;
const SVG_NS = 'http://www.w3.org/2000/svg';

/** The drawing elements a logo may use (SVG 1.1's shapes, text, paint servers and structure). */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'metadata',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'style',
]);

const invalidLogo = (message: string) =>
  new ApiError(400, 'validation_failed', `logo: ${message}`, {
    issues: [{ path: 'logo', message }],
  });

/** A url(...) or a link that points outside the drawing itself (#id is inside). */
const OUTSIDE_REFERENCE = /url\(\s*['"]?(?!#)|@import|javascript:|expression\(/i;

function checkElement(element: Element): void {
  const name = element.localName ?? element.nodeName;
  if (element.namespaceURI !== SVG_NS && name !== 'metadata')
    throw invalidLogo(`the SVG has an element from another language (${element.nodeName})`);
  if (!SVG_ELEMENTS.has(name))
    throw invalidLogo(`the SVG has a <${name}> element: a logo must be a plain drawing`);
  if (name === 'style' && OUTSIDE_REFERENCE.test(element.textContent ?? ''))
    throw invalidLogo('the SVG’s style refers to something outside the drawing');
  for (let i = 0; i < element.attributes.length; i++) {
    const attr = element.attributes.item(i)!;
    const local = (attr.localName ?? attr.name).toLowerCase();
    if (local.startsWith('on')) throw invalidLogo(`the SVG has an event attribute (${attr.name})`);
    if (local === 'href' && !attr.value.trim().startsWith('#'))
      throw invalidLogo('the SVG links to something outside the drawing');
    if (OUTSIDE_REFERENCE.test(attr.value))
      throw invalidLogo(`the SVG’s ${attr.name} refers to something outside the drawing`);
  }
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.ELEMENT_NODE) checkElement(child as Element);
    if (child.nodeType === child.PROCESSING_INSTRUCTION_NODE)
      throw invalidLogo('the SVG has a processing instruction');
  }
}

/** The SVG's text when the bytes are a plain SVG drawing; throws a 400 otherwise. */
export function checkSvg(bytes: Buffer): string {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw invalidLogo('the SVG has a DOCTYPE or entities');
  let root: Element | null;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'image/svg+xml');
    root = doc.documentElement;
  } catch {
    throw invalidLogo('the SVG is not well-formed XML');
  }
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS)
    throw invalidLogo('the file is not an SVG drawing');
  checkElement(root);
  return text;
}

/** The drawing's size from its viewBox (or width and height), for the media record. */
function svgSize(svg: string): { width: number; height: number } {
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(svg);
  const width = Math.round(Number(viewBox?.[1] ?? /\bwidth\s*=\s*["']([\d.]+)/.exec(svg)?.[1]));
  const height = Math.round(Number(viewBox?.[2] ?? /\bheight\s*=\s*["']([\d.]+)/.exec(svg)?.[1]));
  return { width: width > 0 ? width : 1, height: height > 0 ? height : 1 };
}

const looksLikeSvg = (bytes: Buffer) =>
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i.test(
    bytes
      .subarray(0, 4096)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  );

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

async function encodePng(bytes: Buffer): Promise<MediaFile> {
  let out: { data: Buffer; info: sharp.OutputInfo };
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (width < LOGO_MIN_PIXELS || height < LOGO_MIN_PIXELS)
      throw invalidLogo(
        `the PNG is ${width} × ${height} pixels; a logo must be at least ${LOGO_MIN_PIXELS} pixels wide and high`,
      );
    out = await imageDecodes.run(() =>
      sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS * LOGO_MAX_PIXELS * 16 })
        .resize({
          width: LOGO_MAX_PIXELS,
          height: LOGO_MAX_PIXELS,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .png({ compressionLevel: 9 })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidLogo('the PNG could not be read');
  }
  const { width, height } = out.info;
  const hash = hashOf(out.data);
  return {
    name: `${hash}-${width}x${height}.png`,
    hash,
    width,
    height,
    contentType: 'image/png',
    bytes: out.data,
  };
}

/** The logo as stored and served under /media/: the SVG as uploaded, or the PNG re-encoded. */
export async function encodeLogo(bytes: Buffer): Promise<MediaFile> {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return encodePng(bytes);
  if (!looksLikeSvg(bytes))
    throw new ApiError(415, 'unsupported_image', 'A logo must be an SVG or a PNG file');
  const svg = checkSvg(bytes);
  const body = Buffer.from(svg, 'utf8');
  const hash = hashOf(body);
  return {
    name: `${hash}.svg`,
    hash,
    ...svgSize(svg),
    contentType: 'image/svg+xml',
    bytes: body,
  };
}
