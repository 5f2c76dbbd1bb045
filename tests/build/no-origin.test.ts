import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild, root } from './require-build';

// The site's own address is PUBLIC_ORIGIN and nothing else: no origin of a site is
// compiled into the client, the server renderer or the server. The build's code holds only the
// addresses its libraries name in their messages and the specifications' namespaces; the firm's
// is content and setting, never code. Runs on the production build (`npm run build`).

/** Hosts the bundled libraries and standards name (documentation links, XML namespaces). */
const LIBRARY_HOSTS = [
  /(^|\.)w3\.org$/,
  /(^|\.)(purl\.org|sitemaps\.org|commonmark\.org|oreilly\.com)$/,
  /(^|\.)w3c\.github\.io$/,
  /(^|\.)whatwg\.org$/,
  /(^|\.)ietf\.org$/,
  /(^|\.)iana\.org$/,
  /(^|\.)schema\.org$/,
  /(^|\.)json-schema\.org$/,
  /(^|\.)openapis\.org$/,
  /(^|\.)openid\.net$/,
  /(^|\.)fidoalliance\.org$/,
  /(^|\.)saxproject\.org$/,
  /(^|\.)apache\.org$/,
  /(^|\.)github\.com$/,
  /(^|\.)githubusercontent\.com$/,
  /(^|\.)wikipedia\.org$/,
  /(^|\.)mozilla\.org$/,
  /(^|\.)stackoverflow\.com$/,
  /(^|\.)safaribooksonline\.com$/,
  /^(react\.dev|reactjs\.org|reactrouter\.com|svelte\.dev|fastify\.dev|nodemailer\.com)$/,
  /^(orm\.drizzle\.team|www\.postgresql\.org|simplewebauthn\.dev|altcha\.org|highlightjs\.org)$/,
  /^(mathiasbynens\.be|feross\.org|jimmy\.warting\.se|auth0\.com)$/,
  // satori and its font parser (the art thread): the OpenType, Unicode and CSS texts they cite.
  /^(docs\.microsoft\.com|www\.microsoft\.com|unicode\.org|drafts\.csswg\.org)$/,
  /^(tailwindcss\.com|gilmoreorless\.mit-license\.org)$/,
  // ical-generator (an event's calendar file): its reference, in its messages.
  /^sebbo2002\.github\.io$/,
  // xliff (the translators' files): the XLIFF namespace, and sax's fromCodePoint credit line.
  /^(docs\.oasis-open\.org|mths\.be)$/,
  // The identity providers' and networks' own addresses, in the docs of a setting or a hint.
  /^(login\.microsoftonline\.com|accounts\.google\.com|mail\.google\.com|www\.linkedin\.com)$/,
  // Reserved for examples and tests (RFC 2606, RFC 6761): never a real site.
  /(^|\.)(example|invalid|test|localhost)$/,
  /^(localhost|localhost\.com|127\.0\.0\.1|test1)$/,
  // A message that splits an example address over two lines ("https://exa\nmple.com").
  /^exa$/,
];

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.(js|mjs|html)$/.test(name)) out.push(path);
  }
  return out;
}

describe('no origin in the code', () => {
  it('the client, the renderer and the server name no site but PUBLIC_ORIGIN', () => {
    requireBuild('build/client/assets', 'build/ssr', 'dist/server');
    const code = [
      ...files(join(root, 'build/client/assets')),
      join(root, 'build/client/__page-template.html'),
      join(root, 'build/client/__spa-fallback.html'),
      ...files(join(root, 'build/ssr')),
      ...files(join(root, 'dist/server')),
    ];
    const unknown = new Map<string, string>();
    for (const file of code) {
      for (const [, host] of readFileSync(file, 'utf8').matchAll(/https?:\/\/([a-z0-9.-]+)/gi)) {
        const name = host!.toLowerCase().replace(/\.$/, '');
        if (!LIBRARY_HOSTS.some((known) => known.test(name)))
          unknown.set(name, relative(root, file));
      }
    }
    expect(Object.fromEntries(unknown)).toEqual({});
  });
});
