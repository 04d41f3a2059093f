// Writes one run's table into its section of docs/benchmarks.md ("API", "Scale"), replacing only that run's block
// (database × rows), so the 100,000 and 1,000,000 runs, the other sections and the Lighthouse section all stay.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'benchmarks.md');
const API_HEADING = '## API';

export function markdownTable(rows) {
  const columns = Object.keys(rows[0]);
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => row[column] ?? '').join(' | ')} |`),
  ].join('\n');
}

export async function writeApiBlock(id, markdown) {
  return writeBlock(`api-bench:${id}`, markdown, {
    heading: API_HEADING,
    intro:
      '`npm run bench` (backend/bench): the public API under autocannon next to a plain node:http server answering the same bytes in the same run. Regenerate with `npm run bench`; `BENCH_ROWS=1000000` for the large run; `TEST_MYSQL_URL` adds MariaDB.',
  });
}

/**
 * Replaces the block between `<!-- <id>:start -->` and `<!-- <id>:end -->`; a new block goes after the last block of
 * its family (the id up to its last `:`), else at the end of the section `heading` (made, with `intro`, if missing).
 */
export async function writeBlock(id, markdown, { heading, intro }) {
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const family = id.slice(0, id.lastIndexOf(':') + 1);
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  if (text.includes(start) && text.includes(end)) {
    text = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else if (text.includes(`<!-- ${family}`)) {
    // After the last run's block.
    const ends = [...text.matchAll(new RegExp(`<!-- ${family}[\\w-]+:end -->`, 'g'))].at(-1);
    const at = ends.index + ends[0].length;
    text = `${text.slice(0, at)}\n\n${block}${text.slice(at)}`;
  } else if (text.includes(`\n${heading}\n`)) {
    // After the section's intro, before the next section.
    const after = text.indexOf(`\n${heading}\n`) + heading.length + 1;
    const next = text.indexOf('\n## ', after);
    const at = next === -1 ? text.length : next;
    text = `${text.slice(0, at).trimEnd()}\n\n${block}\n${text.slice(at)}`;
  } else {
    text = `${text.trimEnd()}\n\n${heading}\n\n${intro}\n\n${block}\n`;
  }
  // As Prettier writes it, so `prettier --check` in npm test stays green.
  const options = (await prettier.resolveConfig(FILE)) ?? {};
  writeFileSync(FILE, await prettier.format(text, { ...options, filepath: FILE }));
  return FILE;
}
