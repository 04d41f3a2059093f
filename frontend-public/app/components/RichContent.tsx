/**
 * lib/rich.server.ts's code blocks, as it writes them. The quote in it is always written `&quot;` inside an
 * attribute value and `<` always `&lt;` in text: only the element itself matches.
 */
const CODE_BLOCK = '<pre class="code-block"';
/**
 * A code block scrolls sideways when its lines are long: keyboard users reach it with Tab and scroll it with the
 * arrow keys, and hear what it is (a named region, the usual pattern for scrolling areas).
 */
const KEYBOARD_CODE_BLOCK = `${CODE_BLOCK} tabindex="0" role="region" aria-label="代码"`;

/** Rich text already rendered on the server by lib/rich.server.ts (formulas, code, files, videos). */
export function RichContent({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`rich ${className}`.trim()}
      dangerouslySetInnerHTML={{ __html: html.replaceAll(CODE_BLOCK, KEYBOARD_CODE_BLOCK) }}
    />
  );
}
