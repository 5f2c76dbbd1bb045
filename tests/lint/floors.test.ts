/**
 * The floors (an allowlist of folders, imports only downwards) and the drizzle guard
 * are enforced by `npm run lint`: each file in fixtures/ is code that must fail (or, for the
 * control, pass) lint when it sits where its `lint-as` line says.
 * The fixtures are ignored by the normal lint run; here ESLint's Node API lints their text as if
 * it were that file, with the project's own eslint.config.js.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, 'fixtures');
const eslint = new ESLint({ cwd: join(import.meta.dirname, '../..') });

const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((name) => {
    const code = readFileSync(join(dir, name), 'utf8');
    const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(code)?.[1];
    const expected = /^\/\/ expect: (\S+)$/m.exec(code)?.[1];
    if (!lintAs || !expected)
      throw new Error(`${name}: needs "// lint-as:" and "// expect:" lines`);
    return { name, code, lintAs, expected };
  });

describe('lint guards', () => {
  it('has a fixture for each side and for the drizzle and floor-plan rules', () => {
    const rules = fixtures.map((f) => `${f.lintAs.split('/')[0]} ${f.expected}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        'server import-x/no-restricted-paths',
        'client import-x/no-restricted-paths',
        'shared import-x/no-restricted-paths',
        'server drizzle/enforce-delete-with-where',
        'server floors/known-floor',
        'client floors/known-floor',
        'client nothing',
      ]),
    );
  });

  it.each(fixtures)('$name: $expected', async ({ code, lintAs, expected }) => {
    const [result] = await eslint.lintText(code, { filePath: lintAs });
    const rules = result!.messages.map((m) => m.ruleId ?? m.message);
    if (expected === 'nothing') expect(rules).toEqual([]);
    else expect(rules).toEqual([expected]);
  });
});
