// The pages' CSP requires Trusted Types for DOM sinks (require-trusted-types-for 'script'): a
// plain string assigned to innerHTML throws. The one place the public pages put HTML into the
// DOM is rendered markdown (components/prose.tsx): HTML the server rendered from published
// content with raw HTML disabled (shared/site-content/markdown.ts). It goes through this policy,
// which also refuses anything that markdown renderer can never produce (a script, an event
// handler, an embedded frame, a javascript: URL), so even a tampered page-data file cannot use
// it as a way in. Hydration sets no innerHTML (the HTML is already in the page): the policy is
// used after client-side navigation, and the server's render of every page runs the same check.
//
// The check reads the markup as markup: tag names, attribute names and the values of the
// attributes that hold addresses. Text and other attribute values are never matched, so an
// image described as "Crew onsite = day one" is not mistaken for an `onsite=` handler.

type HtmlPolicy = { createHTML(html: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createHTML(html: string): string }): HtmlPolicy;
};

/** Elements that run, embed or restyle anything: never made by the markdown renderer. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'svg',
  'math',
  'template',
]);
/** Attributes whose value is an address the browser may follow or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset']);

/** One tag: its name and the rest up to `>`, quoted values kept whole. */
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** One attribute of a tag's rest: name, and value quoted or bare. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** An attribute value as the browser reads it: character references decoded. */
function decoded(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(colon|tab|newline|amp);/gi,
      (_, name: string) =>
        ({ colon: ':', tab: '\t', newline: '\n', amp: '&' })[name.toLowerCase()] ?? '',
    );
}

/** A scheme that runs script or smuggles a document, ignoring the blanks a browser ignores. */
const scriptingUrl = (value: string) =>
  // eslint-disable-next-line no-control-regex
  /^(javascript|vbscript|data):/i.test(decoded(value).replace(/[\u0000-\u0020]/g, ''));

/** Why `html` is not what the markdown renderer makes (null when it is). */
export function untrustedMarkup(html: string): string | null {
  let end = 0;
  for (const tag of html.matchAll(TAG)) {
    // Text between tags: the renderer escapes every `<` of it.
    if (html.slice(end, tag.index).includes('<')) return 'a `<` that opens no tag';
    end = tag.index + tag[0].length;
    const name = tag[2]!.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(name)) return `a <${name}> element`;
    for (const attribute of (tag[3] ?? '').matchAll(ATTRIBUTE)) {
      const attr = attribute[1]!.toLowerCase();
      if (attr.startsWith('on')) return `an ${attr} handler`;
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
      if (URL_ATTRIBUTES.has(attr) && scriptingUrl(value)) return `a script address in ${attr}`;
    }
  }
  return html.slice(end).includes('<') ? 'a `<` that opens no tag' : null;
}

function check(html: string): string {
  const why = untrustedMarkup(html);
  if (why) throw new TypeError(`Refused HTML that markdown never renders: ${why}`);
  return html;
}

let policy: HtmlPolicy | null | undefined;

function getPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy = factory?.createPolicy('rendered-markdown', { createHTML: check }) ?? null;
  return policy;
}

/** Rendered markdown as a value innerHTML accepts under the CSP (a string where TT is absent). */
export function trustedHtml(html: string): string {
  const p = getPolicy();
  if (p) return p.createHTML(html) as string; // a TrustedHTML; React passes it through
  return check(html);
}
