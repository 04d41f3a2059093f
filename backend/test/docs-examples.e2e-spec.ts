import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TEST_ADMIN, createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { PNG_1X1, writeRandomFile } from './uploads-fixtures';

const run = promisify(execFile);

/** The token of the guide's formula for the real clock's hour (the bash example reads the real clock). */
const hourlyToken = (secret: string, now: Date) =>
  createHash('sha256')
    .update(`${secret}${now.toISOString().slice(0, 13).replace('T', ' ')}:00:00`)
    .digest('hex');
const GUIDE = readFileSync(join(__dirname, '../../docs/api.md'), 'utf8');

/** The ```<language> blocks of the guide's section `heading`, as written. */
function codeBlocks(heading: string, language: string): string[] {
  const section = GUIDE.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1]);
}
const bashBlocks = (heading: string) => codeBlocks(heading, 'bash');

/** An integrator pasting the guide's shell examples: they must run as written against a server. */
describe.each(testDatabases())("the guide's examples on %s", (kind) => {
  let t: TestApp;
  let folder: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    t = await createTestApp(kind);
    folder = mkdtempSync(join(tmpdir(), 'guide-examples-'));
    env = { ...process.env, BASE: `http://127.0.0.1:${await t.listen()}`, TOKEN: t.token(), AT: await t.login() };
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  const bash = async (script: string, vars: NodeJS.ProcessEnv = {}) =>
    (await run('bash', ['-euo', 'pipefail', '-c', script], { cwd: folder, env: { ...env, ...vars } })).stdout;
  /** Each answer's envelope, one JSON object a line or back to back. */
  const envelopes = (output: string) =>
    output
      .split(/(?<=\})(?=\{"code")/)
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => JSON.parse(text) as { code: number; data: unknown });

  it('the first calls: sign in and read a page of news', async () => {
    const [script] = bashBlocks('First calls with curl');
    const written = script.replace(/^BASE=.*$/m, '').replace('"password":"…"', `"password":"${TEST_ADMIN.password}"`);
    const answers = envelopes(
      await bash(written.replace('"username":"editor"', `"username":"${TEST_ADMIN.username}"`)),
    );
    expect(answers.map((answer) => answer.code)).toEqual([0, 0]);
  });

  it('the hourly token in bash equals the server one', async () => {
    const script = bashBlocks('The hourly token').find((block) => block.startsWith('TOKEN='));
    expect(script).toBeDefined();
    const secret = t.config.apiTokenSecret;
    const before = hourlyToken(secret, new Date());
    const token = await bash(`${script}\nprintf %s "$TOKEN"`, { SECRET: secret });
    expect([before, hourlyToken(secret, new Date())]).toContain(token);
  });

  it('the hourly token in Node.js and Python equals the server one', async () => {
    const secret = t.config.apiTokenSecret;
    const [js] = codeBlocks('The hourly token', 'js');
    const [python] = codeBlocks('The hourly token', 'python');
    const before = hourlyToken(secret, new Date());
    const tokens = [
      (
        await run(process.execPath, [
          '--input-type=module',
          '-e',
          `const secret = ${JSON.stringify(secret)};\n${js}\nprocess.stdout.write(token);`,
        ])
      ).stdout,
      (await run('python3', ['-c', `secret = ${JSON.stringify(secret)}\n${python}\nprint(token, end='')`])).stdout,
    ];
    for (const token of tokens) expect([before, hourlyToken(secret, new Date())]).toContain(token);
  });

  it('uploads a picture, and a large file in parts', async () => {
    writeFileSync(join(folder, 'photo.jpg'), PNG_1X1);
    await writeRandomFile(
      join(folder, 'video.mp4'),
      6 * 1024 * 1024,
      Buffer.from('\x00\x00\x00\x20ftypisom', 'latin1'),
    );
    const [picture, parts] = bashBlocks('Uploads');
    expect(envelopes(await bash(picture))).toEqual([expect.objectContaining({ code: 0 })]);
    const answers = envelopes(await bash(parts));
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0]);
    expect(answers[2].data).toMatchObject({ url: expect.stringMatching(/^\/uploads\/.+\.mp4$/) });
  });

  it('a script with an API key reads, writes and uploads', async () => {
    writeFileSync(join(folder, 'photo.jpg'), PNG_1X1);
    const made = await t.adminCall('save_api_key', env.AT as string, {
      name: 'guide example',
      scopes: ['content_read', 'content_write', 'uploads'],
    });
    const [script] = bashBlocks('API keys for scripts');
    const answers = envelopes(await bash(script.replace(/^KEY=.*$/m, ''), { KEY: made.body.data.key as string }));
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0]);
  });
});
