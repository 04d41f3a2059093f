import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPO = join(__dirname, '..', '..');
const SEARCHED = ['backend/src', 'frontend-public/app'];

/**
 * The files allowed a workaround of a library, each with the decision that keeps it (named upstream issue, measured
 * cost of the documented way, a spec failing once upstream makes it unnecessary). Nothing else may have one.
 */
const ALLOWED: Record<string, string> = {
  'backend/src/common/validation/class-validator-lookups.ts': '085-workarounds-left-and-why.md',
  'backend/src/server/graceful-stop.ts': '085-workarounds-left-and-why.md',
  'backend/src/server/express-prototypes.ts': '065-express-messages-and-no-global-interceptor.md',
  'frontend-public/app/player/quality-rollback.ts': '085-workarounds-left-and-why.md',
};

/** What a workaround of a library looks like in code (comments aside). */
const WORKAROUNDS: Array<[string, RegExp]> = [
  ['a prototype used directly', /\.prototype\s*(?:\.|\[)|defineProperty\([^,]*\.prototype\b/],
  ['a prototype changed', /\bObject\.(setPrototypeOf|create)\(/],
  [
    'a method replaced on another object than `this`',
    /(?<![\w$.]|:\s*)(?!this\.)[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*|\[[^\]]+\])+\s*=\s*(?:async\s+)?(?:function\b|\([^()]*\)(?:\s*:\s*[^=;]+?)?\s*=>|[A-Za-z_$][\w$]*\s*=>)/,
  ],
  ["a library's method kept to be wrapped", /\b([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*|\[[^\]]+\])\.bind\(\s*\1\s*\)/],
  [
    'a method of a cast object replaced',
    /\)\s*(?:\.\s*[A-Za-z_$][\w$]*|\[[^\]]+\])\s*=\s*(?:async\s+)?(?:function\b|\([^()]*\)(?:\s*:\s*[^=;]+?)?\s*=>|[A-Za-z_$][\w$]*\s*=>)/,
  ],
];

/** Source without its comments (a regex literal or a string holding `//` is rare enough in this code to ignore). */
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function workaroundsIn(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) =>
      WORKAROUNDS.filter(([, pattern]) => pattern.test(line)).map(([name]) => `${index + 1}: ${name}: ${line.trim()}`),
    );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    // Specs may stand in for the platform (jsdom's missing APIs, spies); the product's code may not.
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test|e2e-spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('no workaround of a library outside a decision (issue 32)', () => {
  const found = new Map(
    SEARCHED.flatMap((dir) => sourceFiles(join(REPO, dir)))
      .map((path) => [relative(REPO, path), workaroundsIn(readFileSync(path, 'utf8'))] as const)
      .filter(([, hits]) => hits.length > 0),
  );

  it('finds the workarounds issue 32 removed, were they to come back', () => {
    const removed = [
      '(connection as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {',
      '(cluster as unknown as { getConnection: (...args: unknown[]) => void }).getConnection = (...args: unknown[]) => {',
      'const mysql2InUtc = Object.assign(Object.create(mysql2) as typeof mysql2, {',
      'const run = connection[method].bind(connection) as (...args: unknown[]) => unknown;',
      'return new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));',
      'storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {',
      'player.switchQuality = (index) => {',
      'const switchQuality = player.switchQuality.bind(player);',
    ];
    for (const line of removed) expect([line, workaroundsIn(line).length]).toEqual([line, 1]);
    expect(workaroundsIn('this.handler = (event) => event;\nconst bound = handler.bind(this);')).toEqual([]);
  });

  it('finds none outside the files a decision keeps', () => {
    const unlisted = [...found].filter(([path]) => !(path in ALLOWED));
    expect(unlisted).toEqual([]);
  });

  it.each(Object.entries(ALLOWED))('keeps %s only while it has one, with its decision naming it', (path, decision) => {
    expect(found.get(path)?.length ?? 0).toBeGreaterThan(0);
    const record = readFileSync(join(REPO, 'docs', 'decisions', decision), 'utf8');
    expect(record).toContain(path.split('/').pop());
  });
});
