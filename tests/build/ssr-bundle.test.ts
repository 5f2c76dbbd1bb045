import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, root } from './require-build';

// The page renderer the server loads after each publish (build/ssr/render-page.js) is React's
// production build whatever NODE_ENV the server has: `npm start` on a laptop leaves it unset,
// and the development build then printed "React encountered an empty buffer ... could be a
// security issue" on a Node without ArrayBuffer.prototype.detached (vite.config.ts, ssrConfig).

const ssrEntry = join(root, 'build', 'ssr', 'render-page.js');

beforeAll(() => requireBuild('build/ssr/render-page.js', 'build/client'));

describe('the SSR page renderer', () => {
  it('carries no React development build', () => {
    const source = readFileSync(ssrEntry, 'utf8');
    expect(source).not.toContain('React encountered an empty buffer');
    expect(source).not.toMatch(/process\.env\.NODE_ENV/);
  });

  it('renders the site with NODE_ENV unset and prints nothing', () => {
    // What scripts/prerender.mjs and the server do with it: the whole site from the defaults.
    const script =
      `const m = await import(${JSON.stringify(pathToFileURL(ssrEntry).href)});` +
      `const dir = ${JSON.stringify(join(root, 'build', 'client'))};` +
      `const template = (await import('node:fs')).readFileSync(dir + '/' + m.PAGE_TEMPLATE_FILE, 'utf8');` +
      `const site = await m.renderSite(template, m.defaultSiteData, { now: new Date().toISOString(), origin: 'https://www.firm.example' });` +
      `process.stdout.write(String(Object.keys(site.pages).length));`;
    const env = { ...process.env };
    delete env.NODE_ENV;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(Number(run.stdout)).toBeGreaterThan(5);
  });
});
