import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const PACKAGE = join(__dirname, '..');
const GUIDES = ['api.md', 'api.zh-CN.md'];
const SECTION = /^## (The TypeScript client|TypeScript 客户端)[^\n]*\n([\s\S]*?)(?=^## )/m;
/** The values the examples leave to the reader: the site's secret and a picture's bytes. */
const READER_VALUES = 'declare const SECRET: string;\ndeclare const bytes: Uint8Array<ArrayBuffer>;\n';

/**
 * The guide's examples of the package, compiled (strict) against the built package as an integrator imports it: a
 * renamed export or a changed type breaks them here rather than in a reader's editor.
 */
describe.each(GUIDES)('the client examples of docs/%s', (guide) => {
  let folder: string;
  beforeAll(() => {
    // Inside the package, so `@site/client` resolves as it does for an integrator (the workspace link).
    folder = mkdtempSync(join(PACKAGE, '.guide-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('compile with strict TypeScript', async () => {
    const text = readFileSync(join(PACKAGE, '..', '..', 'docs', guide), 'utf8');
    const section = SECTION.exec(text)?.[2] ?? '';
    const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks.length).toBe(2);
    const files = blocks.map((block, index) => {
      const file = join(folder, `example-${index}.mts`);
      writeFileSync(file, READER_VALUES + block);
      return file;
    });
    const tsc = require.resolve('typescript/bin/tsc');
    const options = [
      '--ignoreConfig',
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--module',
      'nodenext',
      '--target',
      'es2022',
    ];
    const flags = [...options, '--lib', 'es2023,dom', '--types', 'node'];
    try {
      await promisify(execFile)(process.execPath, [tsc, ...flags, ...files], { cwd: folder, timeout: 120_000 });
    } catch (error) {
      throw new Error(`${guide}: ${(error as { stdout?: string }).stdout ?? error}`, { cause: error });
    }
  }, 120_000);
});
