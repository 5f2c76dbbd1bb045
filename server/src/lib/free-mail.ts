import { createRequire } from 'node:module';

// The free-mail domains of the email-providers package (derhuerst/email-providers: HubSpot's
// list of free e-mail providers, maintained and released regularly; ~8,800 domains). Read as
// JSON: the package's entry point has no types. An address at one of them says nothing about
// the company a lead comes from.
const require = createRequire(import.meta.url);
const FREE_MAIL = new Set<string>(require('email-providers/all.json') as string[]);

/** Whether `domain` (lower case) is a free-mail provider's, or a subdomain of one. */
export function isFreeMailDomain(domain: string): boolean {
  if (FREE_MAIL.has(domain)) return true;
  const dot = domain.indexOf('.');
  // mail.yahoo.co.uk and the like: the provider's own subdomains are free mail too.
  return dot > 0 && domain.indexOf('.', dot + 1) > 0 && isFreeMailDomain(domain.slice(dot + 1));
}
