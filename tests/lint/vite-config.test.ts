import { loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

// Vite warns about a config that Node's own loader (configLoader: 'native', planned as the
// default) could not load; every build printed it twice.

describe('vite.config.ts', () => {
  it('loads without warnings, native loader compatible', async () => {
    const warnings: string[] = [];
    const logger: Logger = {
      hasWarned: false,
      info: () => {},
      warn: (message) => void warnings.push(message),
      warnOnce: (message) => void warnings.push(message),
      error: (message) => void warnings.push(message),
      clearScreen: () => {},
      hasErrorLogged: () => false,
    };
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      undefined,
      process.cwd(),
      'warn',
      logger,
    );
    expect(loaded?.path).toMatch(/vite\.config\.ts$/);
    expect(warnings).toEqual([]);
  });
});
