// Both front ends build as production whatever NODE_ENV the shell has (`node --test scripts/production-builds.test.mjs`,
// run by `npm test`): each is built here under NODE_ENV=development, into a directory of its own, and no bundle may
// hold development React or a path of this machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Strings only React's development builds carry (react-dom-client.development.js, react-jsx-runtime.development.js). */
const DEVELOPMENT_REACT = ['Download the React DevTools', 'react-stack-bottom-frame'];

/** Every file under `dir` (bundles, maps aside: none are emitted), as [path, text]. */
function bundles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|css|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => [file, readFileSync(file, 'utf8')]);
}

function buildUnderDevelopment(workspace, args, outDir) {
  const result = spawnSync('npx', args, {
    cwd: join(root, workspace),
    env: { ...process.env, NODE_ENV: 'development', PUBLIC_BUILD_DIRECTORY: outDir },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `${workspace} did not build:\n${result.stdout}\n${result.stderr}`);
}

function assertProductionBundles(dir) {
  const files = bundles(dir);
  assert.ok(
    files.some(([file]) => file.endsWith('.js')),
    `no script was built in ${dir}`,
  );
  for (const [file, text] of files) {
    for (const marker of DEVELOPMENT_REACT) assert.ok(!text.includes(marker), `${file} holds development React`);
    assert.ok(!text.includes(root), `${file} holds the absolute path ${root}`);
  }
}

describe('a build under NODE_ENV=development', { timeout: 300_000 }, () => {
  const outDirs = [];
  const outDir = (name) => {
    const dir = mkdtempSync(join(tmpdir(), `production-build-${name}-`));
    outDirs.push(dir);
    return dir;
  };
  after(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is still a production build of the back office', () => {
    const dir = outDir('admin');
    buildUnderDevelopment('frontend-admin', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], dir);
    assertProductionBundles(dir);
  });

  it('is still a production build of the public site, browser and server bundles alike', () => {
    const dir = outDir('public');
    buildUnderDevelopment('frontend-public', ['react-router', 'build'], dir);
    assertProductionBundles(join(dir, 'client'));
    assertProductionBundles(join(dir, 'server'));
  });
});
