#!/usr/bin/env node
// Compiles the product's message catalogues (shared/messages/<tag>.json, ICU MessageFormat) into
// one ES module per language and group of texts, shared/messages/compiled/<tag>/<group>.js, each
// message a function (@messageformat/core's compileModule: the browser then loads only
// @messageformat/runtime, and only where a message has a plural). Beside them, the types: every
// group's messages with their arguments, from the English catalogue, so a key that English lacks
// does not compile. Decision 054.
//
// Generated, never edited, not committed (.gitignore): Vite's configurations (the build, the dev
// server, the tests: messagesPlugin below), the server's bundle, `npm run dev`, `npm test` and
// `npm run typecheck` run this first; it takes a few ms.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';
import { parse } from '@messageformat/parser';

const dir = fileURLToPath(new URL('../shared/messages/', import.meta.url));
const out = join(dir, 'compiled');
const SOURCE = 'en';

/** The groups the public site's browser code shows; the others are the server's (mails, .ics). */
export const SITE_GROUPS = [
  'consent',
  'notFound',
  'languages',
  'chat',
  'forms',
  'formFiles',
  'formOutcome',
  'formErrors',
  'leadKinds',
  'frame',
  'pages',
  'pageMeta',
];

/** The catalogues on disk: their language tags, English first. */
export function catalogueTags() {
  const tags = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
  return [SOURCE, ...tags.filter((t) => t !== SOURCE).sort()];
}

/** The admin's texts (never a public page's): shared/messages/admin/<tag>/<area>.json. */
const adminDir = join(dir, 'admin');

/** An admin area's group: `admin` and the file's name (inbox.json: `adminInbox`). */
const adminGroup = (file) =>
  `admin${file[0].toUpperCase()}${file.slice(1, -'.json'.length).replace(/-(\w)/g, (_, c) => c.toUpperCase())}`;

/** A language's admin areas, each a group of its own (one file per area keeps merges apart). */
function readAdminAreas(tag) {
  let files = [];
  try {
    files = readdirSync(join(adminDir, tag)).filter((f) => f.endsWith('.json'));
  } catch {
    return {}; // No admin texts in this language yet: English stands in.
  }
  return Object.fromEntries(
    files
      .sort()
      .map((f) => [adminGroup(f), JSON.parse(readFileSync(join(adminDir, tag, f), 'utf8'))]),
  );
}

/** A language's whole catalogue: the site's and the server's groups, then the admin's. */
export const readCatalogue = (tag) => ({
  ...JSON.parse(readFileSync(join(dir, `${tag}.json`), 'utf8')),
  ...readAdminAreas(tag),
});

const isAdminGroup = (group) => /^admin[A-Z]/.test(group);

/** A message's arguments and what each takes: a number where it is counted, else a text. */
function argumentsOf(tokens, args = new Map()) {
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    const counted = token.type === 'plural' || token.type === 'selectordinal';
    if (counted || !args.has(token.arg)) args.set(token.arg, counted ? 'number' : 'string');
    for (const c of token.cases ?? []) argumentsOf(c.tokens, args);
  }
  return args;
}

/** Each message's counted arguments in any language ("forms.tooLong max"): numbers, then. */
function countedArguments(messages, path, counted = new Set()) {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value !== 'string') countedArguments(value, `${path}${key}.`, counted);
    else {
      for (const [arg, type] of argumentsOf(parse(value))) {
        if (type === 'number') counted.add(`${path}${key} ${arg}`);
      }
    }
  }
  return counted;
}

/**
 * The TypeScript type of a group (nested objects of messages): English's keys and arguments, an
 * argument a number where any language counts it (a plural), else a text or a number.
 */
function typeOf(messages, counted, path = '', indent = '  ') {
  const lines = Object.entries(messages).map(([key, value]) => {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    if (typeof value !== 'string') {
      return `${indent}${name}: ${typeOf(value, counted, `${path}${key}.`, `${indent}  `)};`;
    }
    const args = [...argumentsOf(parse(value))].map(([arg, type]) => [
      arg,
      counted.has(`${path}${key} ${arg}`) ? 'number' : type,
    ]);
    const param = args.length
      ? `d: { ${args.map(([a, t]) => `${JSON.stringify(a)}: ${t === 'number' ? 'number' : 'string | number'}`).join('; ')} }`
      : '';
    return `${indent}${name}: (${param}) => string;`;
  });
  return `{\n${lines.join('\n')}\n${indent.slice(2)}}`;
}

/**
 * Writes a file whose text changed, at once (a temporary file renamed): the build, the type check
 * and the tests may compile side by side and read what another wrote.
 */
const writeIfChanged = (file, text) => {
  let old = null;
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    // first run
  }
  if (old === text) return;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
};

export function compileMessages() {
  const english = readCatalogue(SOURCE);
  const groups = Object.keys(english);
  const adminGroups = groups.filter(isAdminGroup);
  const tags = catalogueTags();
  const counted = new Set();
  for (const tag of tags) countedArguments(readCatalogue(tag), '', counted);
  mkdirSync(out, { recursive: true });
  // A catalogue removed since: its modules go too (the files of the others are kept, so a
  // watching dev server reloads only what changed).
  for (const old of readdirSync(out, { withFileTypes: true })) {
    if (old.isDirectory() && !tags.includes(old.name))
      rmSync(join(out, old.name), { recursive: true });
  }
  const header =
    '// Generated by scripts/compile-messages.mjs from shared/messages/: do not edit.\n';
  writeIfChanged(
    join(out, 'messages.d.ts'),
    `${header}export interface Messages ${typeOf(english, counted)}\n\nexport type Group = keyof Messages;\n`,
  );
  for (const tag of tags) {
    const catalogue = readCatalogue(tag);
    // Counts in Latin digits, as the site writes every number whatever ICU's default for the
    // language (DIGITS, shared/vocabularies/locale-format/numbers.ts): `ar` is ٣ in some ICU versions.
    const mf = new MessageFormat(`${tag}-u-nu-latn`, { strict: true });
    mkdirSync(join(out, tag), { recursive: true });
    for (const group of groups) {
      // A group the language lacks is an empty one: English stands in, key by key.
      const source = compileModule(mf, catalogue[group] ?? {});
      writeIfChanged(join(out, tag, `${group}.js`), `${header}${source}\n`);
      writeIfChanged(
        join(out, tag, `${group}.d.ts`),
        `${header}import type { Messages } from '../messages';\n\n` +
          `declare const messages: ${tag === SOURCE ? '' : 'Partial<'}Messages['${group}']${tag === SOURCE ? '' : '>'};\nexport default messages;\n`,
      );
    }
    const site = SITE_GROUPS.map((g) => `export { default as ${g} } from './${g}.js';`);
    writeIfChanged(join(out, tag, 'site.js'), `${header}${site.join('\n')}\n`);
    const admin = adminGroups.map((g) => `export { default as ${g} } from './${g}.js';`);
    writeIfChanged(join(out, tag, 'admin.js'), `${header}${admin.join('\n')}\n`);
  }
  // Every language's every group, for the server and the prerendering (./all-languages.ts).
  const ident = (tag) => `l_${tag.replace(/\W/g, '_')}`;
  const imports = tags.flatMap((tag) =>
    groups.map((g) => `import ${ident(tag)}_${g} from './${tag}/${g}.js';`),
  );
  const entries = tags.map(
    (tag) =>
      `  ${JSON.stringify(tag)}: { ${groups.map((g) => `${g}: ${ident(tag)}_${g}`).join(', ')} },`,
  );
  writeIfChanged(
    join(out, 'all.js'),
    `${header}${imports.join('\n')}\n\nexport default {\n${entries.join('\n')}\n};\n`,
  );
  writeIfChanged(
    join(out, 'all.d.ts'),
    `${header}import type { Messages } from './messages';\n\n` +
      `declare const catalogues: { readonly [tag: string]: { [G in keyof Messages]: Partial<Messages[G]> } };\nexport default catalogues;\n`,
  );
  // The catalogues as written, for their test (shared/messages/catalogues.test.ts).
  const sources = tags.map(
    (tag) => `  ${JSON.stringify(tag)}: ${JSON.stringify(readCatalogue(tag))},`,
  );
  writeIfChanged(join(out, 'sources.js'), `${header}export default {\n${sources.join('\n')}\n};\n`);
  writeIfChanged(
    join(out, 'sources.d.ts'),
    `${header}export interface Tree {\n  [key: string]: string | Tree;\n}\n\n` +
      `declare const sources: { readonly [tag: string]: Tree };\nexport default sources;\n`,
  );
  // The site's groups of the other languages, each a chunk the browser loads when the site
  // speaks it (client/src/lib/messages.ts); English is in the code that shows it.
  const loaders = tags
    .filter((tag) => tag !== SOURCE)
    .map((tag) => `  ${JSON.stringify(tag)}: () => import('./${tag}/site.js'),`);
  writeIfChanged(
    join(out, 'site-languages.js'),
    `${header}export default {\n${loaders.join('\n')}\n};\n`,
  );
  writeIfChanged(
    join(out, 'site-languages.d.ts'),
    `${header}import type { Messages } from './messages';\n\n` +
      `export type SiteGroup = ${SITE_GROUPS.map((g) => JSON.stringify(g)).join(' | ')};\n` +
      `export type SiteMessages = { [G in SiteGroup]: Partial<Messages[G]> };\n` +
      `declare const languages: { readonly [tag: string]: () => Promise<SiteMessages> };\nexport default languages;\n`,
  );
  // The admin's groups of the other languages: one chunk, loaded by the admin's pages only
  // (client/src/lib/admin-messages.ts), never by a public page.
  const adminLoaders = tags
    .filter((tag) => tag !== SOURCE)
    .map((tag) => `  ${JSON.stringify(tag)}: () => import('./${tag}/admin.js'),`);
  writeIfChanged(
    join(out, 'admin-languages.js'),
    `${header}export default {\n${adminLoaders.join('\n')}\n};\n`,
  );
  writeIfChanged(
    join(out, 'admin-languages.d.ts'),
    `${header}import type { Messages } from './messages';\n\n` +
      `export type AdminGroup = ${adminGroups.map((g) => JSON.stringify(g)).join(' | ') || 'never'};\n` +
      `export type AdminMessages = { [G in AdminGroup]: Partial<Messages[G]> };\n` +
      `declare const languages: { readonly [tag: string]: () => Promise<AdminMessages> };\nexport default languages;\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) compileMessages();

/**
 * For Vite (the build, the dev server, the tests): compiles the catalogues as its configuration
 * is read, and again when one changes while the dev server runs.
 */
export function messagesPlugin() {
  return {
    name: 'site:messages',
    config() {
      compileMessages();
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (file.startsWith(dir) && !file.startsWith(out) && file.endsWith('.json'))
          compileMessages();
      });
    },
  };
}
