// The pages' CSP requires Trusted Types for DOM sinks (require-trusted-types-for 'script'): a
// plain string assigned to innerHTML throws. The one place the public pages put HTML into the
// DOM is rendered markdown (components/prose.tsx): HTML the server rendered from published
// content with raw HTML disabled (shared/site-content/markdown.ts). It goes through this policy,
// which also refuses anything that markdown renderer can never produce (a script, an event
// handler, an embedded frame, a javascript: URL), so even a tampered page-data file cannot use
// it as a way in. Hydration sets no innerHTML (the HTML is already in the page): the policy is
// used after client-side navigation.

type HtmlPolicy = { createHTML(html: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createHTML(html: string): string }): HtmlPolicy;
};

/**
 * Markup (the text between < and >: the renderer escapes every < of the text itself) that opens
 * a script, a frame or a style, sets an event handler or a javascript: address.
 */
const FORBIDDEN =
  /<\s*\/?\s*(script|iframe|frame|object|embed|style|link|meta|base|form|svg|math)\b|<[^>]*\son[a-z]+\s*=|<[^>]*=\s*["']?\s*javascript:/i;

let policy: HtmlPolicy | null | undefined;

function getPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy =
    factory?.createPolicy('rendered-markdown', {
      createHTML(html) {
        if (FORBIDDEN.test(html)) throw new TypeError('Refused HTML that markdown never renders');
        return html;
      },
    }) ?? null;
  return policy;
}

/** Rendered markdown as a value innerHTML accepts under the CSP (a string where TT is absent). */
export function trustedHtml(html: string): string {
  const p = getPolicy();
  if (p) return p.createHTML(html) as string; // a TrustedHTML; React passes it through
  if (FORBIDDEN.test(html)) throw new TypeError('Refused HTML that markdown never renders');
  return html;
}
