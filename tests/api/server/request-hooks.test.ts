import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '../../../shared/lead-kinds';
import { createTestApp, type TestApp } from '../helpers';

// The docs' answers are kept in memory by two async hooks (plugins/external/docs-answers.ts).
// As hooks of the whole server they ran on every request, a lead's POST included, for nothing:
// they sit on the docs' routes only (docs/performance-log.md, section 21).

/** The hooks of one route, by kind of hook, as Fastify lists them. */
function hooksOf(app: TestApp, url: string, method: string): Record<string, string[]> {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const at = lines.findIndex((line) => line.includes(`── ${url} (`) && line.includes(method));
  if (at === -1) throw new Error(`no route ${method} ${url}`);
  const hooks: Record<string, string[]> = {};
  for (const line of lines.slice(at + 1)) {
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (!hook) break;
    hooks[hook[1]!] = JSON.parse(hook[2]!) as string[];
  }
  return hooks;
}

describe('the hooks a request runs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each(LEAD_KINDS)('the %s form’s POST runs none of the docs’ hooks', (kind) => {
    const hooks = hooksOf(app, LEAD_KIND_SPECS[kind].path, 'POST');
    expect(hooks.preHandler ?? []).toEqual([]);
    expect(hooks.onSend).toHaveLength(1); // the security headers
  });

  it.each(['/api/openapi.json', '/api/docs'])('%s keeps its answer in memory', (url) => {
    const hooks = hooksOf(app, url, 'GET');
    expect(hooks.preHandler).toEqual(['answerKept()']);
    expect(hooks.onSend).toContain('keepAnswer()');
  });
});
