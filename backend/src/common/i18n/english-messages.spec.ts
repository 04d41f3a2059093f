import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { englishMessage } from './english-messages';

const SOURCE = join(__dirname, '../..');
const HAS_CHINESE = /[\u3400-\u9fff]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The Chinese messages the server throws (`ApiError.x('…')`, `new ApiError(code, '…')`), a varying part as `X`. */
function thrownMessages(): string[] {
  const messages = new Set<string>();
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/(?:ApiError\.\w+|new ApiError)\(([^;]{0,300})/g)) {
      const literal = /^[^'`]*?(?:'([^']*)'|`([^`]*)`)/.exec(call[1]);
      const message = (literal?.[1] ?? literal?.[2] ?? '').replace(/\$\{[^}]*\}/g, 'X');
      if (HAS_CHINESE.test(message)) messages.add(message);
    }
  }
  return [...messages];
}

describe('English messages', () => {
  it('finds the messages it checks', () => {
    expect(thrownMessages().length).toBeGreaterThan(30);
  });

  it.each(thrownMessages())('has English for %s', (message) => {
    expect(englishMessage(message)).not.toMatch(HAS_CHINESE);
  });
});
