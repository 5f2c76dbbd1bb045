/**
 * `npm run lint` fails on an import cycle, type-only imports included, and on an orphan module
 * (dependency-cruiser with the project's .dependency-cruiser.cjs; docs/decisions/037 and 049).
 * The fixtures are left out of the lint run and cruised here on their own.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const depcruise = join(root, 'node_modules/.bin/depcruise');

/** Cruises one fixture folder with the project's rules: the exit code and the report. */
async function cruise(fixture: string): Promise<{ code: number; output: string }> {
  const args = ['--config', '.dependency-cruiser.cjs', `tests/lint/fixtures/${fixture}`];
  try {
    const { stdout } = await promisify(execFile)(depcruise, args, { cwd: root });
    return { code: 0, output: stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, output: stdout };
  }
}

describe('import cycles', () => {
  it('fails two modules that import each other only for types, naming the loop', async () => {
    const { code, output } = await cruise('type-cycle');
    expect(code).not.toBe(0);
    expect(output).toContain('no-circular');
    expect(output).toMatch(
      /type-cycle\/account\.ts →\s+tests\/lint\/fixtures\/type-cycle\/session\.ts/,
    );
  });

  it('passes the same types imported one way', async () => {
    const { code, output } = await cruise('type-chain');
    expect(output).not.toContain('no-circular');
    expect(code).toBe(0);
  });
});

describe('orphans', () => {
  let result: ReturnType<typeof cruise> | undefined;
  const cruiseOrphans = () => (result ??= cruise('orphans'));

  it('fails a module that imports nothing and that nothing imports, naming it', async () => {
    const { code, output } = await cruiseOrphans();
    expect(code).not.toBe(0);
    expect(output).toMatch(/no-orphans: tests\/lint\/fixtures\/orphans\/stray\.ts/);
  });

  it('leaves alone modules with an arrow either way, type declarations and tool configs', async () => {
    const { output } = await cruiseOrphans();
    const named = [...output.matchAll(/no-orphans: (\S+)/g)].map((m) => m[1]);
    expect(named).toEqual(['tests/lint/fixtures/orphans/stray.ts']);
  });
});
