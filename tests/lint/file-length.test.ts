/**
 * `npm run lint` fails a hand-written file longer than 300 lines (450 under tests/), so files stay
 * small; generated files are ignored by the lint run. ESLint's Node API lints code of a given
 * length as if it were a file of the project, with the project's eslint.config.js.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '../..') });

/** A module of exactly `lines` lines (with the final newline). */
const moduleOf = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const n${i} = ${i};`).join('\n') + '\n';

async function rulesFor(lines: number, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(moduleOf(lines), { filePath });
  return result!.messages.map((m) => m.ruleId);
}

describe('file length', () => {
  it.each(['client/src/lib/long.ts', 'server/src/lib/long.ts', 'shared/schemas/long.ts'])(
    '%s: 300 lines pass, 301 fail',
    async (file) => {
      expect(await rulesFor(300, file)).toEqual([]);
      expect(await rulesFor(301, file)).toEqual(['max-lines']);
    },
  );

  it('scripts/ counts too', async () => {
    expect(await rulesFor(301, 'scripts/long.mjs')).toEqual(['max-lines']);
  });

  it('a test file may have 450 lines, not 451', async () => {
    expect(await rulesFor(450, 'tests/api/long.test.ts')).toEqual([]);
    expect(await rulesFor(451, 'tests/api/long.test.ts')).toEqual(['max-lines']);
  });
});
