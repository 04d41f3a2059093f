import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pl } from './pl';
import { sv } from './sv';
import { zhCN } from './zh-CN';

const MESSAGES = { 'zh-CN': zhCN, sv, pl, en };

/** Every leaf key ("ra.action.save"), and the %{placeholders} its text uses. */
function leaves(messages: object, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(messages)) {
    const path = `${prefix}${key}`;
    // A set: a plural message repeats its placeholder once per form (Polish has three, English two).
    if (typeof value === 'string')
      found.set(path, [...new Set([...value.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort());
    else for (const [leaf, names] of leaves(value as object, `${path}.`)) found.set(leaf, names);
  }
  return found;
}

const reference = leaves(en);

describe('message files', () => {
  it('English covers every react-admin key', () => {
    const raKeys = [...leaves(englishMessages).keys()];
    expect(raKeys.length).toBeGreaterThan(150);
    expect(raKeys.filter((key) => !reference.has(key))).toEqual([]);
  });

  it.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])(
    '%s has exactly the English keys, each with the same placeholders',
    (locale) => {
      const keys = leaves(MESSAGES[locale]);
      expect([...keys.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, placeholders] of reference) expect(keys.get(key), key).toEqual(placeholders);
    },
  );

  it('no message is left empty', () => {
    for (const messages of Object.values(MESSAGES)) {
      for (const [key] of leaves(messages)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        if (key !== 'ra.boolean.null') expect((text as string).trim(), key).not.toBe('');
      }
    }
  });
});
