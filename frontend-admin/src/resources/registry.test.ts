import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BACKEND_MODULES = join(__dirname, '../../../backend/src/modules');

/** The folders here that edit no backend module of their own, each with the reason. */
const NOT_A_MODULE: Record<string, string> = {
  shared: 'the list, form and input pieces every resource is built from',
};

function foldersIn(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe('resources/ folders', () => {
  it('are each named after the backend module they edit, or listed with a reason', () => {
    const modules = new Set(foldersIn(BACKEND_MODULES));
    const strays = foldersIn(__dirname).filter((folder) => !modules.has(folder) && !(folder in NOT_A_MODULE));
    expect(strays).toEqual([]);
  });

  it('list no exception that is a module or no longer exists', () => {
    const modules = new Set(foldersIn(BACKEND_MODULES));
    const folders = new Set(foldersIn(__dirname));
    const stale = Object.keys(NOT_A_MODULE).filter((folder) => modules.has(folder) || !folders.has(folder));
    expect(stale).toEqual([]);
  });
});
