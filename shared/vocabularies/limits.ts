// No zod here: the browser's forms import these numbers without loading the validation library.

/**
 * A slug: lower-case words joined by hyphens (site-content/slug.ts). Here, below the schemas, so
 * a form that names a page by its slug (a document, an event) refuses any other text as a 400.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Maximum field lengths. The same numbers bound the form inputs in the browser and the request
 * bodies on the server, and appear as maxLength in the OpenAPI document.
 */
export const LIMITS = {
  name: 120,
  email: 254, // RFC 5321 path limit
  message: 5000,
  companyName: 200,
  phone: 40,
  projectDetails: 5000,
  /** A service's title (its content field's own limit). */
  serviceInterest: 200,
  /** The last part of a page's address (shared/site-content/slug.ts). */
  slug: 80,
  coverLetter: 10000,
  honeypot: 500,
  /** Attribution of a lead: the page path, the referring domain, each utm_* value. */
  sourcePage: 500,
  referrerDomain: 253,
  utm: 200,
  /** The proof-of-work solution (base64 of a signed challenge and its answer, ~700 characters). */
  altcha: 4000,
  /** Search words in the inbox. */
  search: 200,
  password: { min: 12, max: 256 },
  setupToken: 512,
} as const;
