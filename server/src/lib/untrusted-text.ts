// Text a visitor's browser sent (a form's attribution fields, a Referer header, utm_* values):
// only ever shown as text, still normalised so figures and filters group it.

// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u001f\u007f]+/g;

/** Control characters become spaces, the ends are trimmed; empty is null; at most `max` long. */
export function cleanText(value: string | null | undefined, max = Infinity): string | null {
  // Most forms send none of the optional fields: no string to build for them.
  if (!value) return null;
  const text = value.replace(controlChars, ' ').trim().slice(0, max).trim();
  return text === '' ? null : text;
}

/** A path on this site, without query string or fragment (those may carry personal data). */
export function cleanPath(value: string | null | undefined): string | null {
  const path = cleanText(value)?.split(/[?#]/)[0];
  return path?.startsWith('/') ? path : null;
}

/** A host name, lower case, without port; anything else (a full URL's path, junk) is dropped. */
export function cleanDomain(value: string | null | undefined): string | null {
  const text = cleanText(value)?.toLowerCase();
  if (!text) return null;
  let host = text;
  try {
    if (text.includes('://')) host = new URL(text).hostname;
  } catch {
    return null;
  }
  host = host.replace(/:\d+$/, '');
  return host.length <= 253 && /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host) ? host : null;
}
