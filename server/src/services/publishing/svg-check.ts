import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import { ApiError } from '../../lib/api-error';

// Whether an uploaded SVG is a plain drawing that costs a bounded amount to draw: parsed by a
// real XML parser (never a regular expression), walked without recursion, and refused with a
// 400 naming `logo` when it is not. No script, no event handler, no reference outside itself, no
// processing instruction, CSS from a short allow-list; at most 64 KB, 2,000 elements, 64 levels
// deep, and no <use> that reaches another <use> (nine levels of ten uses each is a billion
// shapes). Nothing is "cleaned": what a cleaner leaves is what it failed to understand.

export const SVG_LIMITS = { bytes: 64 * 1024, elements: 2000, depth: 64 } as const;
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

/**
 * The CSS functions a value may call: colours, a reference to a part of the drawing itself
 * (url(#id)), transforms and arithmetic. Anything else (image-set, image, element, cross-fade,
 * attr, env, expression...) is refused, as are at-rules (@import, @font-face) and backslash
 * escapes, which would let a name be spelt so that no list recognises it (u\72l, @\69mport).
 */
const CSS_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'url',
  'calc',
  'var',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skewx',
  'skewy',
]);
/** url() only of a fragment of the drawing: #id, optionally quoted, nothing else. */
const LOCAL_URL = /^url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)/i;

export const invalidLogo = (message: string) =>
  new ApiError(400, 'validation_failed', `logo: ${message}`, {
    issues: [{ path: 'logo', message }],
  });

/** Throws when a CSS text (a style attribute, a <style> sheet or a value) is not allowed. */
function checkCss(css: string, where: string): void {
  if (css.includes('\\')) throw invalidLogo(`${where} has a CSS escape (a backslash)`);
  if (/\/\*(?![\s\S]*?\*\/)/.test(css)) throw invalidLogo(`${where} has an unclosed CSS comment`);
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  if (text.includes('@')) throw invalidLogo(`${where} has a CSS at-rule (@import and the like)`);
  for (const call of text.matchAll(/([A-Za-z-]+)\(/g)) {
    const name = call[1]!.toLowerCase();
    if (!CSS_FUNCTIONS.has(name)) throw invalidLogo(`${where} uses the CSS function ${name}()`);
    if (name === 'url' && !LOCAL_URL.test(text.slice(call.index)))
      throw invalidLogo(`${where} refers to something outside the drawing`);
  }
}

function checkElement(element: Element): void {
  const name = element.localName ?? element.nodeName;
  if (element.namespaceURI !== SVG_NS && name !== 'metadata')
    throw invalidLogo(`the SVG has an element from another language (${element.nodeName})`);
  if (!SVG_ELEMENTS.has(name))
    throw invalidLogo(`the SVG has a <${name}> element: a logo must be a plain drawing`);
  if (name === 'style') checkCss(element.textContent ?? '', 'the SVG’s style');
  for (let i = 0; i < element.attributes.length; i++) {
    const attr = element.attributes.item(i)!;
    const local = (attr.localName ?? attr.name).toLowerCase();
    if (local.startsWith('on')) throw invalidLogo(`the SVG has an event attribute (${attr.name})`);
    if (local === 'href') {
      if (!/^#[A-Za-z_][\w.:-]*$/.test(attr.value.trim()))
        throw invalidLogo('the SVG links to something outside the drawing');
    } else checkCss(attr.value, `the SVG’s ${attr.name}`);
  }
}

/** The element a <use> points at (href or xlink:href, #id), if any. */
function useTarget(use: Element, byId: Map<string, Element>): Element | undefined {
  for (let i = 0; i < use.attributes.length; i++) {
    const attr = use.attributes.item(i)!;
    if ((attr.localName ?? attr.name) === 'href') return byId.get(attr.value.trim().slice(1));
  }
  return undefined;
}

/** Whether the element is a <use> or has one inside it. */
function holdsUse(element: Element): boolean {
  const stack: Element[] = [element];
  while (stack.length) {
    const next = stack.pop()!;
    if ((next.localName ?? next.nodeName) === 'use') return true;
    for (let child = next.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === child.ELEMENT_NODE) stack.push(child as Element);
    }
  }
  return false;
}

function parse(text: string): Node {
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'image/svg+xml');
  } catch {
    throw invalidLogo('the SVG is not well-formed XML');
  }
}

/** The SVG's text when the bytes are a plain, bounded SVG drawing; throws a 400 otherwise. */
export function checkSvg(bytes: Buffer): string {
  if (bytes.length > SVG_LIMITS.bytes)
    throw invalidLogo(`the SVG is ${Math.ceil(bytes.length / 1024)} KB; a logo may be 64 KB`);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw invalidLogo('the SVG has a DOCTYPE or entities');
  const doc = parse(text);
  let root: Element | null = null;
  // Depth first with a stack of its own: a drawing 20,000 levels deep is refused, not a crash.
  const stack: { node: Node; depth: number }[] = [];
  for (let child = doc.lastChild; child; child = child.previousSibling) {
    stack.push({ node: child, depth: 0 });
  }
  const byId = new Map<string, Element>();
  const uses: Element[] = [];
  let elements = 0;
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE && node.nodeName !== 'xml')
      throw invalidLogo(`the SVG has a processing instruction (<?${node.nodeName}?>)`);
    if (node.nodeType !== node.ELEMENT_NODE) continue;
    const element = node as Element;
    root ??= element;
    if (++elements > SVG_LIMITS.elements)
      throw invalidLogo(`the SVG has more than ${SVG_LIMITS.elements} elements`);
    if (depth >= SVG_LIMITS.depth)
      throw invalidLogo(`the SVG nests elements more than ${SVG_LIMITS.depth} levels deep`);
    checkElement(element);
    const id = element.getAttribute('id');
    if (id) byId.set(id, element);
    if ((element.localName ?? element.nodeName) === 'use') uses.push(element);
    for (let child = element.lastChild; child; child = child.previousSibling) {
      stack.push({ node: child, depth: depth + 1 });
    }
  }
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS)
    throw invalidLogo('the file is not an SVG drawing');
  for (const use of uses) {
    const target = useTarget(use, byId);
    if (target && holdsUse(target)) throw invalidLogo('the SVG has a <use> that reaches another');
  }
  return text;
}
