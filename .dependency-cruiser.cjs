/**
 * No import cycle, type-only imports included (docs/decisions/037-cycles-with-type-imports.md):
 * ESLint's import-x/no-cycle skips `import type`, and a loop of types is still two modules that
 * cannot be understood one without the other. No orphan (docs/decisions/049-house-rules.md): a
 * module that imports nothing and that nothing imports is dead. The floors stay in
 * eslint.config.js.
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
    {
      name: 'no-orphans',
      severity: 'error',
      comment:
        'Nothing imports this module and it imports nothing: dead code, or a file in the wrong place.',
      from: {
        orphan: true,
        pathNot: [
          // Type declarations are read by the compiler, never imported (url.d.ts, *.d.mts).
          '\\.d\\.[cm]?ts$',
          // Tool configurations and tests are loaded by their tool, by name or pattern.
          '(^|/)[^/]+\\.config\\.[cm]?[jt]s$',
          '(^|/)\\.[^/]+\\.[cm]?js$',
          '\\.(test|spec)\\.[cm]?[jt]sx?$',
          // Entry points are started by a command, not imported.
          '^server/src/(main|app)\\.ts$',
          '^server/src/cli/',
          '^client/src/main\\.tsx$',
          '^scripts/',
        ],
      },
      to: {},
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
