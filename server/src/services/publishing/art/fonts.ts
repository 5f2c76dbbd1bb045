import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type satori from 'satori';

// The share pictures' font: Inter, as the site's pages use it, from the @fontsource/inter
// package (WOFF: satori reads no WOFF2), read from node_modules when the art thread starts and
// never fetched. Every script Inter covers, so a firm's name in Polish, Greek or Vietnamese has
// its letters; the three weights the card uses. Each script is a family of its own: satori
// looks for a letter in one font of the family asked for, then in the other families.

export type ArtFonts = Parameters<typeof satori>[1]['fonts'];

const require = createRequire(import.meta.url);

const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];
const WEIGHTS = [400, 600, 700] as const;

export async function loadFonts(): Promise<ArtFonts> {
  const dir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  const files = SUBSETS.flatMap((subset) => WEIGHTS.map((weight) => ({ subset, weight })));
  return Promise.all(
    files.map(async ({ subset, weight }) => ({
      name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
      weight,
      style: 'normal' as const,
      data: await readFile(join(dir, `inter-${subset}-${weight}-normal.woff`)),
    })),
  );
}
