import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The floors (docs/decisions/008-floors.md): an import only points down. Each list runs bottom to
 * top; a folder may import its own floor and the ones below, never one above (nor the entry
 * points, listed as the top).
 */
const S = 'server/src';
const serverTop = [`${S}/app.ts`, `${S}/main.ts`, `${S}/cli`, `${S}/openapi`];
const serverFloors = [
  [[`${S}/lib`, `${S}/config`], 'lib'],
  [[`${S}/db`], 'db'],
  [[`${S}/repositories`], 'repositories'],
  [[`${S}/services`], 'services'],
  [[`${S}/plugins`, `${S}/routes`], 'plugins and routes'],
];
const C = 'client/src';
const clientTop = [`${C}/app`, `${C}/main.tsx`];
const clientFloors = [
  [[`${C}/lib`, `${C}/config`], 'lib'],
  [[`${C}/components`], 'components'],
  [[`${C}/features`], 'features'],
  [[`${C}/pages`], 'pages'],
];

/** Every floor may not import anything from the floors above it (listed cumulatively). */
function floorZones(floors, top, side) {
  const zones = [];
  floors.forEach(([targets, name], i) => {
    const above = [...floors.slice(i + 1).flatMap(([t]) => t), ...top];
    for (const target of targets) {
      for (const from of above) {
        zones.push({
          target,
          from,
          message: `${side} floors: ${name} must not import from a floor above it (${from}).`,
        });
      }
    }
  });
  return zones;
}

/**
 * shared/, bottom to top: the vocabularies (vocabularies/: roles and areas, file types, limits,
 * the quote's service options), the product's message catalogues (messages/), the lead kinds (lead-kinds/), the schemas derived from them
 * (schemas/), site content (site-content/). A folder imports nothing from the folders above it,
 * so no arrow between folders runs back up (docs/decisions/049-house-rules.md).
 */
const SH = 'shared';
const sharedFloors = ['vocabularies', 'messages', 'lead-kinds', 'schemas', 'site-content'];
const sharedZones = sharedFloors.slice(0, -1).map((floor, i) => ({
  target: `${SH}/${floor}`,
  from: sharedFloors.slice(i + 1).map((above) => `${SH}/${above}`),
  message: `shared floors: ${floor}/ imports nothing from ${sharedFloors.slice(i + 1).join('/, ')}/.`,
}));

/** A feature imports another feature only through that feature's index.ts. */
const features = readdirSync(`${C}/features`);
const featureZones = features.flatMap((f) =>
  features
    .filter((g) => g !== f)
    .map((g) => ({
      target: `${C}/features/${f}`,
      from: `${C}/features/${g}`,
      except: ['./index.ts'],
      message: `features/${f} may use features/${g} only through its index.ts.`,
    })),
);

/**
 * The floor plan is an allowlist: every source file of client/src and server/src sits in a
 * floor above or is an entry point (the top), so a new folder (client/src/hooks,
 * server/src/utils) fails lint until it is placed in the plan, here and in decision 008.
 */
const floorPlan = [
  { side: 'Server', root: S, places: [...serverFloors.flatMap(([t]) => t), ...serverTop] },
  { side: 'Client', root: C, places: [...clientFloors.flatMap(([t]) => t), ...clientTop] },
];

const floorsPlugin = {
  rules: {
    'known-floor': {
      meta: {
        type: 'problem',
        docs: { description: 'Every source file sits in a floor of the floor plan' },
        schema: [],
        messages: {
          unplaced:
            '{{side}} floors: {{file}} is in no floor. Place its folder in the floor plan ' +
            '(eslint.config.js, docs/decisions/008-floors.md) first.',
        },
      },
      create(context) {
        const file = relative(context.cwd, context.filename).split(sep).join('/');
        const plan = floorPlan.find(({ root }) => file.startsWith(`${root}/`));
        const placed = plan?.places.some((p) => file === p || file.startsWith(`${p}/`));
        if (!plan || placed) return {};
        return {
          Program(node) {
            context.report({ node, messageId: 'unplaced', data: { side: plan.side, file } });
          },
        };
      },
    },
  },
};

export const floorRuleZones = [
  ...floorZones(serverFloors, serverTop, 'Server'),
  ...floorZones(clientFloors, clientTop, 'Client'),
  ...featureZones,
  { target: 'server', from: 'client', message: 'The server does not import client code.' },
  { target: 'client', from: 'server', message: 'The client does not import server code.' },
  { target: 'shared', from: 'client', message: 'shared/ imports nothing from the client.' },
  { target: 'shared', from: 'server', message: 'shared/ imports nothing from the server.' },
  ...sharedZones,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'dist',
      'data',
      '.react-router',
      'migrations',
      'test-results',
      'playwright-report',
      'client/src/lib/api-types.gen.ts',
      'shared/messages/compiled',
      // Code that must fail lint, checked by tests/lint/floors.test.ts instead.
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Small files: a file past this holds more than one thing (split it by what it does).
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    // A test file lists cases, and some need their setup beside them.
    files: ['tests/**'],
    rules: { 'max-lines': ['error', { max: 450 }] },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX, floors: floorsPlugin },
    settings: {
      // Resolves the @shared/* and ~/* aliases the way tsconfig does, so zones see real paths.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'floors/known-floor': 'error',
      'import-x/no-restricted-paths': ['error', { zones: floorRuleZones }],
      // Loops within a floor, type-only ones included, are dependency-cruiser's to find
      // (.dependency-cruiser.cjs, run by `npm run lint`): import-x/no-cycle skips `import type`.
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A drizzle delete or update without a where clause would wipe a whole table. Every query
    // goes through the connection's `orm` (db.orm, or `const { orm } = db`).
    files: ['server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['orm'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['orm'] }],
    },
  },
);
