// docs/decisions/README.md is the index of the decision records: this test keeps it true to the folder. Every record
// has a Status paragraph; the index lists every record with its title, its status and the later records that changed
// it; a record that supersedes, replaces or refines an earlier one is named in the earlier one's Status (marked, not
// rewritten); the numbers never used are the ones the index explains.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const folder = new URL('../docs/decisions/', import.meta.url);
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const STATUS_KINDS = /^(accepted in part|accepted|superseded|proposed)\b/;
const CHANGES_EARLIER = /\b(supersedes|replaces|refines)\b/i;

/** The records of the folder: number, file, title (the heading without its number) and Status paragraph. */
function records() {
  return readdirSync(folder)
    .filter((file) => file !== 'README.md')
    .map((file) => {
      const match = RECORD_FILE.exec(file);
      assert.ok(match, `${file}: named NNN-words.md`);
      const text = readFileSync(new URL(file, folder), 'utf8');
      const heading = /^# (\d{3}) [·—-] (.+)$/m.exec(text.split('\n')[0]);
      assert.ok(heading, `${file}: starts with "# NNN · Title"`);
      assert.equal(heading[1], match[1], `${file}: its heading carries its number`);
      const status = /^Status: ([^\n]+(?:\n[^\n]+)*)/m.exec(text.slice(0, 2000))?.[1].replace(/\s+/g, ' ');
      assert.ok(status, `${file}: a "Status:" paragraph under its heading`);
      return { number: match[1], file, title: heading[2].trim(), status };
    });
}

/** Later records a Status paragraph names: the ones that changed this record. */
const laterNumbers = (record) =>
  [...new Set(record.status.match(/\b\d{3}\b/g) ?? [])].filter((number) => number > record.number).sort();

/** The index's table rows, by number: [link, title, status, changed by]. */
function indexRows() {
  const readme = readFileSync(new URL('README.md', folder), 'utf8');
  const rows = new Map();
  for (const line of readme.split('\n')) {
    const [, record, title, status, changedBy] = line.split('|').map((cell) => cell.trim());
    const link = /^\[(\d{3})\]\(([^)]+)\)$/.exec(record ?? '');
    if (link) rows.set(link[1], { file: link[2], title, status, changedBy: changedBy.match(/\d{3}/g) ?? [] });
  }
  const unused = /^Numbers never used: (.+)\.$/m.exec(readme)?.[1] ?? '';
  return { rows, unused: unused.match(/\d{3}/g) ?? [] };
}

test('the index lists every record with its title, status and the records that changed it', () => {
  const { rows } = indexRows();
  const all = records();
  assert.deepEqual([...rows.keys()].sort(), all.map((record) => record.number).sort(), 'one row per record');
  for (const record of all) {
    const row = rows.get(record.number);
    assert.equal(row.file, record.file, `${record.number}: links its file`);
    assert.equal(row.title, record.title, `${record.number}: the record's own title`);
    const kind = STATUS_KINDS.exec(record.status)?.[1];
    assert.ok(kind, `${record.file}: its Status starts with accepted, accepted in part, superseded or proposed`);
    assert.equal(row.status, kind, `${record.number}: the record's status`);
    assert.deepEqual(row.changedBy, laterNumbers(record), `${record.number}: the later records its Status names`);
  }
});

test('a record that supersedes, replaces or refines an earlier one is marked in the earlier one', () => {
  const byNumber = new Map(records().map((record) => [record.number, record]));
  for (const record of byNumber.values()) {
    for (const clause of record.status.split(/[.;] /).filter((part) => CHANGES_EARLIER.test(part))) {
      for (const earlier of clause.match(/\b\d{3}\b/g) ?? []) {
        if (earlier >= record.number) continue;
        assert.ok(byNumber.has(earlier), `${record.file} names ${earlier}, which does not exist`);
        assert.match(
          byNumber.get(earlier).status,
          new RegExp(`\\b${record.number}\\b`),
          `${earlier} names ${record.number}`,
        );
      }
    }
  }
});

test('the numbers never used are the gaps, and the index says so', () => {
  const numbers = records().map((record) => Number(record.number));
  const gaps = [];
  for (let number = 1; number < Math.max(...numbers); number++) {
    if (!numbers.includes(number)) gaps.push(String(number).padStart(3, '0'));
  }
  assert.deepEqual(indexRows().unused, gaps);
});
