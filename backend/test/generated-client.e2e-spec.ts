import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { TEST_ADMIN, createTestApp, TestApp } from './support/test-app';

const PROGRAM = join(__dirname, 'generated-client');
/** The packages the generated program and its generator need, linked into its folder as an integrator installs them. */
const PACKAGES = ['openapi-typescript', 'openapi-fetch', 'typescript', '@types/node'];

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));

/**
 * Docs and server cannot drift: a client generated from the served document (openapi-typescript + openapi-fetch)
 * compiles with strict tsc without a cast, and a program using it makes every public call and an admin
 * create-edit-delete with an upload against the running server.
 */
describe('a TypeScript client generated from /api/docs-json', () => {
  let t: TestApp;
  let work: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    base = `http://127.0.0.1:${await t.listen()}`;
    work = mkdtempSync(join(tmpdir(), 'generated-client-'));
    for (const name of PACKAGES) {
      mkdirSync(dirname(join(work, 'node_modules', name)), { recursive: true });
      symlinkSync(packageDir(name), join(work, 'node_modules', name), 'dir');
    }
    for (const file of ['generate.mjs', 'client.mts', 'tsconfig.json'])
      copyFileSync(join(PROGRAM, file), join(work, file));
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await t.close();
  });

  // Asynchronous: the server answering the program runs in this process.
  // A failure shows what the command printed (tsc's errors are on stdout).
  const node = async (args: string[], env: Record<string, string> = {}) => {
    try {
      const options = { cwd: work, env: { ...process.env, ...env }, timeout: 240_000 };
      return (await promisify(execFile)(process.execPath, args, options)).stdout;
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
    }
  };

  // Generous: tsc and two node processes, on a machine shared with other runs.
  jest.setTimeout(600_000);

  it('generates, compiles and runs every public call and an admin create-edit-delete with an upload', async () => {
    await node(['generate.mjs', `${base}/api/docs-json`, 'schema.d.ts']);
    await node([join(packageDir('typescript'), 'bin', 'tsc'), '-p', 'tsconfig.json']);

    const results = JSON.parse(
      await node(['client.mjs'], {
        API_BASE: base,
        HOURLY_TOKEN: t.token(),
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      }),
    );

    expect(results).toEqual({
      upload: expect.stringMatching(/^\/uploads\/.+\.png$/),
      created: { id: expect.any(Number), title: '集成测试' },
      edited: { id: results.created.id, title: '集成测试（已修改）', cover: results.upload },
      get_news_list: [results.created.id],
      get_news_detail: { id: results.created.id, title: '集成测试（已修改）', prev: null, next: null },
      get_img_list: 0,
      get_history: 0,
      get_case_list: 0,
      get_download: 0,
      get_set_detail: {},
      get_image_sizes: { [results.upload]: 1 },
      version_conflict: 2, // created as 1, edited to 2, then saved again on 1
      validation_failed: ['pagee'],
      get_page_text: 'NOT_FOUND',
      get_seo_detail: null,
      count_download: 'NOT_FOUND',
      deleted: { deleted: 1 },
      after_delete: 'NOT_FOUND',
    });
  });
});
