/**
 * Demo rich text, written as small blocks and rendered to exactly the HTML the back office's Quill 2 editor
 * stores (see common/sanitize/rich-html.ts): `<ol><li data-list>` lists with their `ql-ui` span, code-block
 * containers, formula and file embeds with Quill's U+FEFF guards, links with `rel` and `target`. So the
 * seeded content passes the sanitiser unchanged and opens in the editor exactly as typed content would.
 *
 * Inline markup inside text: `**bold**`, `` `code` ``, `[label](href)`, `$TeX$` (formula) and `{file:ref}`
 * (the file blot of a seeded download).
 */

/** A stored file a block points at: a picture in an `img` block, a download in `{file:ref}`. */
export interface MediaFile {
  url: string;
  name: string;
}

/** Looks a seeded file up by its reference (e.g. `cover:news-3`, `download:brochure`). */
export type MediaLookup = (ref: string) => MediaFile;

export type Block =
  | { h: 2 | 3; text: string }
  | { p: string; align?: 'center' | 'right' | 'justify' }
  | { ul: string[] }
  | { ol: string[] }
  | { quote: string }
  | { code: string; lang: CodeLanguage }
  | { img: string };

/** The editor's code-block languages (product spec, section 9), by Quill's value. */
export type CodeLanguage =
  | 'plain'
  | 'bash'
  | 'cpp'
  | 'cs'
  | 'css'
  | 'diff'
  | 'xml'
  | 'java'
  | 'javascript'
  | 'markdown'
  | 'php'
  | 'python'
  | 'ruby'
  | 'sql';

const FEFF = '\uFEFF';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function linkHtml(href: string, label: string): string {
  return `<a href="${escapeAttr(href)}" rel="noopener noreferrer" target="_blank">${escapeText(label)}</a>`;
}

function formulaHtml(tex: string): string {
  return `<span class="ql-formula" data-value="${escapeAttr(tex)}">${FEFF}<span contenteditable="false"></span>${FEFF}</span>`;
}

function fileHtml({ url, name }: MediaFile): string {
  const n = escapeAttr(name);
  return (
    `<a class="ql-file" href="${escapeAttr(url)}" download="${n}" data-name="${n}" target="_blank" rel="noopener noreferrer">` +
    `${FEFF}<span contenteditable="false"><span class="ql-file-icon">📎</span>${escapeText(name)}</span>${FEFF}</a>`
  );
}

const INLINE = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\$([^$]+)\$|\{file:([^}]+)\}/g;

/** Text with the inline markup above turned into Quill's inline HTML. */
function inlineHtml(text: string, media: MediaLookup): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, code, label, href, tex, file] = match;
    html += escapeText(text.slice(last, match.index));
    if (bold !== undefined) html += `<strong>${escapeText(bold)}</strong>`;
    else if (code !== undefined) html += `<code>${escapeText(code)}</code>`;
    else if (label !== undefined) html += linkHtml(href, label);
    else if (tex !== undefined) html += formulaHtml(tex);
    else html += fileHtml(media(file));
    last = (match.index ?? 0) + whole.length;
  }
  return html + escapeText(text.slice(last));
}

const listItem = (kind: 'bullet' | 'ordered', text: string, media: MediaLookup) =>
  `<li data-list="${kind}"><span class="ql-ui" contenteditable="false"></span>${inlineHtml(text, media)}</li>`;

function codeBlock(code: string, lang: CodeLanguage): string {
  const lines = code
    .split('\n')
    .map((line) => `<div class="ql-code-block" data-language="${lang}">${line ? escapeText(line) : '<br>'}</div>`);
  return `<div class="ql-code-block-container" spellcheck="false">${lines.join('')}</div>`;
}

function blockHtml(block: Block, media: MediaLookup): string {
  if ('h' in block) return `<h${block.h}>${inlineHtml(block.text, media)}</h${block.h}>`;
  if ('p' in block)
    return `<p${block.align ? ` class="ql-align-${block.align}"` : ''}>${inlineHtml(block.p, media)}</p>`;
  // Quill 2 writes bullet and numbered lists alike as <ol>, the kind on each item.
  if ('ul' in block) return `<ol>${block.ul.map((item) => listItem('bullet', item, media)).join('')}</ol>`;
  if ('ol' in block) return `<ol>${block.ol.map((item) => listItem('ordered', item, media)).join('')}</ol>`;
  if ('quote' in block) return `<blockquote>${inlineHtml(block.quote, media)}</blockquote>`;
  if ('code' in block) return codeBlock(block.code, block.lang);
  return `<p><img src="${escapeAttr(media(block.img).url)}"></p>`;
}

/** The stored HTML of a document. */
export function richHtml(blocks: Block[], media: MediaLookup): string {
  return blocks.map((block) => blockHtml(block, media)).join('');
}
