import { createHash } from 'node:crypto';

// The Content-Security-Policy of the site's pages: the API's base policy, with the hashes of the
// only inline code a page may carry. Scripts: those of the build's own HTML (the page template,
// the SPA shell), never of a rendered page, so a script that content managed to put into a page
// could never run. Styles: `'self'` and the hashes of the styles the server itself writes (the
// accent's tokens in a page's head, a preview's notice): no style attribute or <style> that
// content might carry applies (docs/decisions/046-revalidation-and-strict-styles.md).

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline scripts of a page that run (not JSON data or JSON-LD), by content. Only the build's
 * own HTML is given here (the page template and the SPA fallback).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || content.length === 0) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.add(sha256(content));
  }
  return [...hashes];
}

/** The inline <style> elements of the build's own HTML, by content. */
function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map((match) => match[1] ?? '')
    .filter((css) => css.length > 0)
    .map(sha256);
}

/**
 * A page's Content-Security-Policy: `baseCsp`, the inline scripts and styles of `trustedHtml`
 * (the build's own), and `styles`: the texts of the <style> elements the server writes itself.
 */
export function cspFor(
  baseCsp: Record<string, string[]>,
  trustedHtml: string[],
  styles: readonly string[] = [],
): string {
  const styleHashes = [
    ...trustedHtml.flatMap(inlineStyleHashes),
    ...styles.filter((css) => css.length > 0).map(sha256),
  ];
  const directives: Record<string, string[]> = {
    ...baseCsp,
    scriptSrc: ["'self'", ...new Set(trustedHtml.flatMap(inlineScriptHashes))],
    styleSrc: [...new Set([...(baseCsp.styleSrc ?? ["'self'"]), ...styleHashes])],
  };
  return Object.entries(directives)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join(';');
}
