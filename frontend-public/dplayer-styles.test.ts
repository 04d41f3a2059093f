import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { cssModules, dplayerStyles } from './dplayer-styles';

const BUILD = createRequire(import.meta.url).resolve('dplayer/dist/DPlayer.min.js');
const original = readFileSync(BUILD, 'utf8');

async function transformed(code: string): Promise<string> {
  const plugin = dplayerStyles() as Plugin & { transform: (code: string, id: string) => Promise<{ code: string }> };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return (await plugin.transform.call(context as never, code, BUILD)).code;
}

const stylesOf = (code: string) =>
  cssModules(parseAst(code) as never).map(({ parts, map }) => ({
    css: parts.map((part) => (typeof part === 'string' ? part : '<expression>')).join(''),
    map: Boolean(map),
  }));

describe("DPlayer's styles at build time", () => {
  it('are minified, with no source map for style-loader to write into the page, the code around them unchanged', async () => {
    const before = stylesOf(original);
    expect(before.length).toBeGreaterThan(1);
    expect(before.filter((module) => module.map).length).toBeGreaterThan(0);

    const code = await transformed(original);
    const after = stylesOf(code);
    expect(after.map((module) => module.map)).toEqual(after.map(() => false));
    expect(after).toHaveLength(before.length);
    for (const [index, { css }] of after.entries()) {
      expect(css).not.toMatch(/\n\s/);
      // The same rules, fewer bytes: every selector of the original is still there.
      for (const selector of before[index].css.match(/\.dplayer-[\w-]+/g) ?? []) expect(css).toContain(selector);
    }
    const bytes = (text: string) => Buffer.byteLength(text);
    expect(bytes(code)).toBeLessThan(bytes(original) - 60_000);
    expect(code).not.toContain('sourcesContent');
    // Nothing else moved: the player's strings and code are as they were.
    expect(code).toContain('switchQuality');
    expect(code.slice(-2000)).toBe(original.slice(-2000));
  });

  it('fails the build for a DPlayer whose styles are no longer where it looks', async () => {
    await expect(transformed('export default function DPlayer() {}')).rejects.toThrow(/no css-loader module/);
  });
});
