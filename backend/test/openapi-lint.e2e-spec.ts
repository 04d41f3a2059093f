import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp } from './support/test-app';

const run = promisify(execFile);
const BACKEND = resolve(__dirname, '..');

/** The CLI script a package declares as its `bin` (npm hoists packages, so no fixed node_modules/.bin path). */
function cliOf(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(manifest), bins[bin]);
}

/** Runs a linter CLI; a non-zero exit (errors found) is answered with the report, not thrown. */
async function lint(cli: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
      cwd: BACKEND,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('the served OpenAPI document, as third-party linters see it', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    const t = await createTestApp('sqlite');
    try {
      const document = (await t.http.get('/api/docs-json').expect(200)).body;
      dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
      file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document, null, 2));
    } finally {
      await t.close();
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes Redocly `recommended` with no error', async () => {
    const { code, output } = await lint(cliOf('@redocly/cli', 'redocly'), [
      'lint',
      file,
      '--config',
      'redocly.yaml',
      '--format',
      'stylish',
    ]);
    // The report is part of the compared value, so a failure prints what the linter found.
    expect({ code, output }).toMatchObject({ code: 0 });
  }, 120_000);

  it('passes Spectral `oas` with no error', async () => {
    const { code, output } = await lint(cliOf('@stoplight/spectral-cli', 'spectral'), [
      'lint',
      file,
      '--ruleset',
      '.spectral.yaml',
      '--fail-severity',
      'error',
    ]);
    expect({ code, output }).toMatchObject({ code: 0 });
  }, 120_000);
});
