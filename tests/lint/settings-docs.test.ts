/**
 * The operator's guides name every setting the server reads, and no setting it does not: each
 * variable of server/src/config/env-schema.ts (the identity provider's of oidc-env.ts included)
 * is a row of a settings table ("| variable | ..."), and every row, and every variable of
 * .env.example, is one the server or docker-compose.yml reads. Guides may be split or moved under docs/: every
 * guide is read (the decision records and the performance log are history, not guides).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../server/src/config/env-schema';

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Every markdown guide under docs/, by its path from the repository root. */
function guides(dir = join(root, 'docs')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'decisions' ? [] : guides(path);
    const history = entry.name === 'performance-log.md';
    return entry.name.endsWith('.md') && !history ? [relative(root, path)] : [];
  });
}

/** The variables in the first column of each table whose header starts with "variable". */
function documented(markdown: string): string[] {
  const names: string[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const first = line.split('|')[1]!.trim();
    if (/^variable$/i.test(first)) inTable = true;
    else if (inTable && !/^-+$/.test(first))
      names.push(...[...first.matchAll(/`([A-Z][A-Z0-9_]*\*?)`/g)].map((m) => m[1]!));
  }
  return names;
}

// Read by docker compose, not the server: where it publishes the container's port.
const COMPOSE_ONLY = ['HOST_PORT'];
const KNOWN = [...SETTING_NAMES, ...COMPOSE_ONLY];
/** A name in the docs is known when it is a setting, or a wildcard (OIDC_*) that covers some. */
const isKnown = (name: string) =>
  name.endsWith('*')
    ? KNOWN.some((known) => known.startsWith(name.slice(0, -1)))
    : KNOWN.includes(name);

describe('the settings in the docs', () => {
  const rows = guides().flatMap((file) => documented(read(file)).map((name) => ({ file, name })));

  it('every setting the server reads has a row of a settings table', () => {
    expect(SETTING_NAMES.length).toBeGreaterThan(40);
    const named = new Set(rows.map((r) => r.name));
    expect(SETTING_NAMES.filter((name) => !named.has(name))).toEqual([]);
  });

  it('no row names a setting the server does not read', () => {
    expect(rows.filter((r) => !isKnown(r.name))).toEqual([]);
    for (const name of COMPOSE_ONLY) expect(read('docker-compose.yml')).toContain(`\${${name}`);
  });

  it('.env.example sets only settings that exist', () => {
    const example = [...read('.env.example').matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(example.length).toBeGreaterThan(20);
    expect(example.filter((name) => !isKnown(name))).toEqual([]);
  });
});
