// The server's layering rule (backend/.dependency-cruiser.cjs, run by `npm run lint`) refuses what it is there to
// refuse: a tree with an upward import — here the cycle common → modules → common — fails, the same tree without it
// passes, and so does the server's own src/.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';

const BACKEND = join(import.meta.dirname, '..', 'backend');
const DEPCRUISE = join(import.meta.dirname, '..', 'node_modules', '.bin', 'depcruise');

/** Runs the backend's rule on `files` (path → source) laid out as a backend folder; answers its exit code and output. */
function cruise(files) {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  try {
    cpSync(join(BACKEND, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'node20' } }));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    const run = spawnSync(DEPCRUISE, ['--config', '.dependency-cruiser.cjs', 'src'], { cwd: dir, encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LAYERED = {
  'src/config/app-config.ts': 'export const config = { port: 0 };\n',
  'src/common/crud.ts': "import { config } from '../config/app-config';\nexport const crud = () => config.port;\n",
  'src/modules/news/news.service.ts': "import { crud } from '../../common/crud';\nexport const news = crud;\n",
};

test('a tree whose folders import only the layers below passes', () => {
  const { status, output } = cruise(LAYERED);
  assert.equal(status, 0, output);
});

test('a planted cycle between common/ and modules/ fails, naming the rule', () => {
  const { status, output } = cruise({
    ...LAYERED,
    'src/common/crud.ts':
      "import { config } from '../config/app-config';\nimport { news } from '../modules/news/news.service';\n" +
      'export const crud = () => config.port + Number(Boolean(news));\n',
  });
  assert.notEqual(status, 0, output);
  assert.match(output, /common-below-modules: src\/common\/crud\.ts → src\/modules\/news\/news\.service\.ts/);
});

test('a migration importing a module fails', () => {
  const { status, output } = cruise({
    ...LAYERED,
    'src/database/migrations/1-Init.ts':
      "import { news } from '../../modules/news/news.service';\nexport const up = news;\n",
  });
  assert.notEqual(status, 0, output);
  assert.match(output, /migrations-self-contained/);
});

test("the server's own src/ keeps its layers", () => {
  const run = spawnSync(DEPCRUISE, ['--config', '.dependency-cruiser.cjs', 'src'], { cwd: BACKEND, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
});
