/**
 * Every path the README files and the guides under docs/ name exists, so a newcomer following
 * them finds what they name (docs/decisions/049-house-rules.md). Decision records are checked
 * too, except those their status line marks superseded, in whole or in part: those are history,
 * and the record that replaced them says what is true now. A current record is never rewritten:
 * when a file it names moves, its status line says so ("`old` is now `new`"). The performance
 * log is a dated lab log (its first line says so) and is not checked either.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, isHistory, movedIn, stalePaths, type Repository } from './doc-paths';

const root = join(import.meta.dirname, '../..');

/** The repository as git sees it, files not yet added included (ignored ones are not). */
function thisRepository(): Repository {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(root, file)));
  const paths = new Set<string>(files);
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) paths.add(`${parts.slice(0, i).join('/')}/`);
  }
  const ignoredFolders = readFileSync(join(root, '.gitignore'), 'utf8').matchAll(
    /^\/?([\w.-]+)\/$/gm,
  );
  return {
    topLevel: new Set(files.map((file) => file.split('/')[0]!)),
    outputs: new Set([...ignoredFolders].map((m) => m[1]!)),
    paths,
    read: (path) => (paths.has(path) ? readFileSync(join(root, path), 'utf8') : undefined),
  };
}

/** A made-up repository for the checker's own tests. */
function fakeRepository(files: Record<string, string>): Repository {
  const paths = new Set(Object.keys(files));
  for (const file of Object.keys(files)) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) paths.add(`${parts.slice(0, i).join('/')}/`);
  }
  return {
    topLevel: new Set(Object.keys(files).map((file) => file.split('/')[0]!)),
    outputs: new Set(['dist']),
    paths,
    read: (path) => files[path],
  };
}

const fake = fakeRepository({
  'README.md': '',
  'package.json': '{}',
  'server/src/services/auth/mfa.ts': '',
  'server/src/main.ts': '',
  'docs/guide.md': '# Guide\n\n## Back-ups and upgrades\n\n## The `PORT` setting\n',
  'docs/decisions/001-x.md': '',
});

describe('the stale-paths checker', () => {
  it('passes paths that exist: from the root, partial, beside the document, linked', () => {
    const doc = [
      '`server/src/main.ts`, `package.json`, `server/src/services/`, `services/auth/mfa.ts`,',
      '`auth/`, `main.ts`, `guide.md`, [a guide](guide.md#back-ups-and-upgrades),',
      '[the port](guide.md#the-port-setting), [a record](decisions/001-x.md), [top](#guide)',
    ].join('\n');
    expect(stalePaths(fake, 'docs/guide.md', doc + '\n# Guide\n')).toEqual([]);
  });

  it('names each path that does not exist, and a link to a heading that is not there', () => {
    const doc = [
      '`server/src/gone.ts`, `shared/site-content/company.ts`, `services/auth/passkeys.ts`,',
      '`utils/`, `old-name.ts`, [gone](docs/old.md), [part](docs/guide.md#configuration)',
    ].join('\n');
    expect(stalePaths(fake, 'README.md', doc)).toEqual([
      '(docs/old.md): link to a missing file',
      '(docs/guide.md#configuration): no heading #configuration',
      '`server/src/gone.ts`: no such path',
      '`shared/site-content/company.ts`: no file or folder of that name',
      '`services/auth/passkeys.ts`: no file or folder of that name',
      '`utils/`: no file or folder of that name',
      '`old-name.ts`: no file or folder of that name',
    ]);
  });

  it('leaves alone addresses, packages, placeholders, settings, outputs and fenced blocks', () => {
    const doc = [
      '`/api/media`, `https://example.com/x.ts`, `@fastify/cookie`, `docs/decisions/NNN-title.md`,',
      '`tests/<name>.test.ts`, `/blog/{slug}`, `*.test.ts`, `PORT=8080`, `react-dom/static`,',
      '`dist/server/main.js`,',
      '```sh',
      'cat server/src/gone.ts `server/src/gone.ts`',
      '```',
    ].join('\n');
    expect(stalePaths(fake, 'README.md', doc)).toEqual([]);
  });

  it('makes heading anchors as GitHub does', () => {
    expect([...headingAnchors('# A `b` c\n## Sign-in & SSO\n## Sign-in & SSO\n')]).toEqual([
      'a-b-c',
      'sign-in--sso',
      'sign-in--sso-1',
    ]);
  });

  it('reads a decision record as history only when its status says it is superseded', () => {
    const record = (status: string) => `# 001: X\n\nDate: 2026-11-22\nStatus: ${status}\n\n## C`;
    expect(isHistory(record('Superseded by 009, 012.'))).toBe(true);
    expect(isHistory(record('Accepted; superseded in part by 031: the\nlist.'))).toBe(true);
    expect(isHistory(record('Accepted; supersedes part of 004 (how).'))).toBe(false);
    expect(isHistory(record('Accepted'))).toBe(false);
  });

  it('passes a path a current record names when its status line says where it moved', () => {
    const record = [
      '# 002: Y\n\nDate: 2026-11-22\nStatus: Accepted. Moved since (049): `server/src/old.ts` is',
      'now `server/src/main.ts`; `server/src/gone.ts` is now `server/src/elsewhere.ts`.\n',
      '## Context\n\n`server/src/old.ts`, `server/src/gone.ts`, `server/src/other.ts`',
    ].join('\n');
    expect(stalePaths(fake, 'docs/decisions/002-y.md', record, movedIn(record))).toEqual([
      '`server/src/gone.ts` (now `server/src/elsewhere.ts`): no such path',
      '`server/src/elsewhere.ts`: no such path',
      '`server/src/other.ts`: no such path',
    ]);
  });
});

describe('paths named in the docs', () => {
  const repo = thisRepository();
  const docs = [...repo.paths].filter(
    (path) =>
      (path.endsWith('/README.md') || path === 'README.md' || /^docs\/.+\.md$/.test(path)) &&
      path !== 'docs/performance-log.md',
  );

  it('checks the README, the guides and the decision records', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/decisions/README.md');
    expect(docs.filter((doc) => doc.startsWith('docs/decisions/0')).length).toBeGreaterThan(30);
  });

  it('exist, except in decision records marked superseded, or moved as their status says', () => {
    const stale: string[] = [];
    for (const doc of docs) {
      const text = repo.read(doc)!;
      const record = doc.startsWith('docs/decisions/0');
      if (record && isHistory(text)) continue;
      const moved = record ? movedIn(text) : undefined;
      for (const problem of stalePaths(repo, doc, text, moved)) stale.push(`${doc}: ${problem}`);
    }
    expect(stale).toEqual([]);
  });
});
