/**
 * No import cycle, type-only imports included (docs/decisions/037-cycles-with-type-imports.md):
 * ESLint's import-x/no-cycle skips `import type`, and a loop of types is still two modules that
 * cannot be understood one without the other. The floors stay in eslint.config.js.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, even only for types, have no order to read in.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['api-types\\.gen\\.ts$'] },
    // Type-only imports are arrows too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
