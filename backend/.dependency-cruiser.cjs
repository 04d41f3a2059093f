/**
 * The server's layers (docs/architecture.md, "Layers"), checked by `npm run lint`: each top-level folder of src/ may
 * import only the folders below it, so no two folders import each other and a change low down is the only kind that
 * ripples up. From the bottom: config → common → modules → seed, server, cli → the files at src/'s root that wire it
 * all (app.module, bootstrap, main). Migrations stand apart: they import nothing of the app's, so changing a module can
 * never change what an old migration does.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** A rule refusing imports from `from` into any src folder or file but those `allowed` (its own folder always). */
const onlyBelow = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^src/${from}/` },
  to: {
    path: '^src/',
    pathNot: [
      `^src/${from}/`,
      ...allowed.map((folder) => (folder.endsWith('.ts') ? `^src/${folder}$` : `^src/${folder}/`)),
    ],
  },
});

module.exports = {
  forbidden: [
    onlyBelow('config-is-the-bottom', 'config', [], 'config/ reads the environment and imports nothing of the app'),
    onlyBelow('common-below-modules', 'common', ['config'], 'common/ is what every module uses: it knows no module'),
    onlyBelow(
      'modules-below-the-server',
      'modules',
      ['config', 'common'],
      'modules/ know nothing of the server, the CLI or the seed',
    ),
    onlyBelow(
      'seed-beside-the-server',
      'seed',
      ['config', 'common', 'modules'],
      'the demo seed writes through the modules',
    ),
    onlyBelow(
      'server-beside-the-seed',
      'server',
      ['config', 'common', 'modules'],
      'the all-in-one server serves the modules',
    ),
    onlyBelow(
      'cli-beside-the-server',
      'cli',
      ['config', 'common', 'modules', 'seed', 'app.module.ts'],
      'the admin CLI drives the app',
    ),
    onlyBelow('migrations-self-contained', 'database/migrations', [], 'a migration imports nothing of the app'),
    {
      name: 'no-circular',
      comment: 'no file imports itself through others (a type-only import excepted: it leaves no trace at run time)',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
