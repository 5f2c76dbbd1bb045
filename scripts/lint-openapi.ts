import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../server/src/openapi/render-api-types';

// npm run lint:openapi: the API document exactly as /api/openapi.json serves it, checked by
// Redocly CLI against its recommended rules (redocly.yaml). Any error fails npm test.

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await buildOpenApiDocument(), null, 2));
  const { status } = spawnSync(process.execPath, [cli, 'lint', file], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
  });
  process.exitCode = status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
