import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const DIST = join(__dirname, '..', 'dist');
/** What the built package may import: its own modules and its dependencies, which run in browsers too. */
const ALLOWED = /^(\.\/.+\.js|@site\/contract|openapi-fetch|standardwebhooks)$/;

const node = async (args: string[]) =>
  (await promisify(execFile)(process.execPath, args, { cwd: __dirname, timeout: 60_000 })).stdout.trim();

describe('the built package (`nx run @site/client:build`)', () => {
  it('loads in Node 24 by import and by require', async () => {
    const names = "['createSiteClient', 'verifyWebhook', 'dataOf', 'SiteApiError'].map((n) => typeof m[n]).join()";
    const imported = `import * as m from '@site/client'; console.log(${names});`;
    expect(await node(['--input-type=module', '-e', imported])).toBe('function,function,function,function');
    const required = `const m = require('@site/client'); console.log(${names});`;
    expect(await node(['-e', required])).toBe('function,function,function,function');
  });

  it('imports nothing only Node has (no node: modules), so a browser bundle takes it as it is', () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(files).toContain('index.js');
    const imports = files.flatMap((file) =>
      [
        ...readFileSync(join(DIST, file), 'utf8').matchAll(/^(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm),
      ].map((match) => match[1]),
    );
    expect(imports.filter((specifier) => !ALLOWED.test(specifier))).toEqual([]);
    expect(imports).toEqual(expect.arrayContaining(['openapi-fetch', 'standardwebhooks', '@site/contract']));
  });
});
