/**
 * The client's styles are logical (issue 54, right to left): no Tailwind class, stylesheet
 * declaration or inline style names a physical side, and every lucide icon that points sideways
 * turns in rtl (app.css lists them), so an Arabic or Hebrew site mirrors whole. What must stay
 * physical is listed below, each with its reason. The rule's own tests:
 * logical-directions-rule.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconsNamedIn, scanCss, scanSource, type Finding } from './logical-directions';

const root = join(import.meta.dirname, '../..');

/**
 * What stays physical on purpose: `file` and `found` as the finding names them, and why.
 * A class for one direction only (`rtl:…`, `ltr:…`) needs no entry: it is the mirror itself.
 */
const NUDGE =
  'the hover nudge of an onward arrow: app.css runs it the other way in rtl (the home page’s ' +
  'JavaScript has no room for an rtl: twin on each)';
const ALLOWED: { file: string; found: string; reason: string }[] = [
  'client/src/components/download-list.tsx',
  'client/src/features/dashboard/stat-card.tsx',
  'client/src/features/home/card-grid-section.tsx',
  'client/src/features/home/case-studies-section.tsx',
  'client/src/features/home/services-section.tsx',
].map((file) => ({ file, found: 'group-hover:translate-x-0.5', reason: NUDGE }));

/** The client's own style sources, as git sees them (its tests and generated files left out). */
function clientSources(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'client'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.(tsx?|css)$/.test(f) && !/\.test\.tsx?$|\.gen\.ts$/.test(f));
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** The icons app.css turns in rtl. */
const turned = iconsNamedIn(read('client/src/app/app.css'));

function scan(file: string): Finding[] {
  const text = read(file);
  return file.endsWith('.css') ? scanCss(file, text) : scanSource(file, text, turned);
}

describe('the client’s styles are logical (right to left mirrors them)', () => {
  const files = clientSources();
  const findings = files.flatMap(scan);

  it('scans the client: its layout, features and stylesheet', () => {
    expect(files).toContain('client/src/app/app.css');
    expect(files).toContain('client/src/app/admin-layout.tsx');
    expect(files.length).toBeGreaterThan(100);
    expect(turned).toContain('ArrowRight');
    expect(turned).toContain('Undo2');
  });

  it('names no physical side outside the allow-list', () => {
    const allowed = (f: Finding) => ALLOWED.some((a) => a.file === f.file && a.found === f.found);
    const named = findings
      .filter((f) => !allowed(f))
      .map((f) => `${f.file}:${f.line} ${f.found} (write ${f.fix})`);
    expect(named).toEqual([]);
  });

  it('the allow-list names only what is still there, each with a reason', () => {
    for (const entry of ALLOWED) {
      expect(entry.reason.length, `${entry.file} ${entry.found}`).toBeGreaterThan(20);
      expect(
        findings.some((f) => f.file === entry.file && f.found === entry.found),
        `${entry.file} ${entry.found} is no longer found: remove it from ALLOWED`,
      ).toBe(true);
    }
  });
});
