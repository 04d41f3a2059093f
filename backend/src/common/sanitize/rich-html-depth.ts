import type * as htmlparser2 from 'htmlparser2' with { 'resolution-mode': 'require' };

// htmlparser2 (the sanitiser's own parser, same version) ships as ES modules only; Node 20.19+ loads it with
// `require`, as sanitize-html itself does, but TypeScript's CommonJS output cannot `import` it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Parser } = require('htmlparser2') as typeof htmlparser2;

/**
 * Deepest element nesting a rich-text field may have. The editor writes a handful of levels (a code block
 * is container > line > token); sanitising grows with the square of the depth, so 100,000 nested tags
 * would hold the event loop for seconds. Checking is linear and stops at the first element too deep.
 */
export const RICH_HTML_MAX_DEPTH = 64;

const TOO_DEEP = Symbol('too deep');

/** Whether no element of `html` is nested deeper than `maxDepth`, as the sanitiser's parser reads it. */
export function isNestedWithin(html: string, maxDepth = RICH_HTML_MAX_DEPTH): boolean {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      // Thrown out of the parser: the rest of a hostile document is never read.
      if (++depth > maxDepth) throw TOO_DEEP;
    },
    onclosetag() {
      depth--;
    },
  });
  try {
    parser.end(html);
    return true;
  } catch (error) {
    if (error === TOO_DEEP) return false;
    throw error;
  }
}
