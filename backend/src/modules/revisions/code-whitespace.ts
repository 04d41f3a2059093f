/** One line of a Quill 2 code block, its inner HTML captured (a line holds text and token spans, never a div). */
const CODE_LINE = /<div class="ql-code-block"[^>]*>([\s\S]*?)<\/div>/g;

/** The text of a code line as the old editor left it on load: tags gone, whitespace collapsed, ends trimmed. */
const collapsedLine = (inner: string): string =>
  inner
    .replace(/<[^>]*>/g, '')
    .replace(/[^\S\u00a0]+/g, ' ')
    .trim();

/** `html` with every code line reduced to its collapsed text: equal for two versions differing only by that damage. */
export function withCollapsedCode(html: string): string {
  return html.replace(CODE_LINE, (_line, inner: string) => `<code-line>${collapsedLine(inner)}</code-line>`);
}

/** How many whitespace characters the code lines of `html` hold. */
function codeWhitespace(html: string): number {
  let count = 0;
  for (const [, inner] of html.matchAll(CODE_LINE)) count += inner.replace(/<[^>]*>/g, '').replace(/\S/g, '').length;
  return count;
}

/**
 * Whether `current` is `earlier` with the whitespace of its code blocks collapsed (what loading an item into the
 * editor did before decision 069, and every save then stored): same text otherwise, less whitespace in code.
 */
export function lostCodeWhitespace(current: string, earlier: string): boolean {
  return (
    current !== earlier &&
    current.includes('ql-code-block') &&
    withCollapsedCode(current) === withCollapsedCode(earlier) &&
    codeWhitespace(earlier) > codeWhitespace(current)
  );
}
