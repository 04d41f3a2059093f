// Writes one run's table into the "API" section of docs/benchmarks.md, replacing only that run's block
// (database × rows), so the 100,000 and 1,000,000 runs and the Lighthouse section all stay.
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
  const start = `<!-- api-bench:${id}:start -->`;
  const end = `<!-- api-bench:${id}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  if (text.includes(start) && text.includes(end)) {
    text = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else if (text.includes('<!-- api-bench:')) {
    // After the last run's block.
    const ends = [...text.matchAll(/<!-- api-bench:[\w-]+:end -->/g)].at(-1);
    const at = ends.index + ends[0].length;
    text = `${text.slice(0, at)}\n\n${block}${text.slice(at)}`;
  } else if (text.includes(API_HEADING)) {
    // After the API section's intro, before the next section.
    const after = text.indexOf(API_HEADING) + API_HEADING.length;
    const next = text.indexOf('\n## ', after);
    const at = next === -1 ? text.length : next;
    text = `${text.slice(0, at).trimEnd()}\n\n${block}\n${text.slice(at)}`;
  } else {
    text = `${text.trimEnd()}\n\n${API_HEADING}\n\n\`npm run bench\` (backend/bench): the public API under autocannon next to a plain node:http server answering the same bytes in the same run. Regenerate with \`npm run bench\`; \`BENCH_ROWS=1000000\` for the large run; \`TEST_MYSQL_URL\` adds MariaDB.\n\n${block}\n`;
  }
  // As Prettier writes it, so `prettier --check` in npm test stays green.
  const options = (await prettier.resolveConfig(FILE)) ?? {};
  writeFileSync(FILE, await prettier.format(text, { ...options, filepath: FILE }));
  return FILE;
}
