import render from 'dom-serializer';
import { Element, Text, type ChildNode, type ParentNode } from 'domhandler';
import type HighlightJs from 'highlight.js/lib/common';
import { DomUtils, parseDocument } from 'htmlparser2';
import type Katex from 'katex';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_MIMES, imageSrcSet, type PictureSizes } from '@site/contract';
import { IMAGE_LAYOUTS } from './image-sizes';

/**
 * Stored rich text (the HTML the back office's Quill 2 editor writes, sanitised by the API) turned into
 * what the public page shows, once on the server: formulas typeset by KaTeX, code highlighted by
 * highlight.js, the file blot as a download link with its paperclip, embedded videos and lazy images.
 * Neither library reaches the browser: the page ships finished HTML.
 */

type Katex = typeof Katex;
type Highlighter = typeof HighlightJs;

/**
 * KaTeX and highlight.js are loaded by the first field that shows a formula or a code block, not with the server:
 * most pages show neither, and together they hold about 4 MB of the server's heap (docs/benchmarks.md).
 */
let katexLoading: Promise<Katex> | undefined;
let highlighterLoading: Promise<Highlighter> | undefined;
const loadKatex = () => (katexLoading ??= import('katex').then((module) => module.default));
const loadHighlighter = () =>
  (highlighterLoading ??= import('highlight.js/lib/common').then((module) => module.default));

/** Quill's cursor guards around embeds: invisible, but they would be copied along with the text. */
const CURSOR_GUARD = /\uFEFF/g;

/** Quill's code-block language names that highlight.js spells differently (a Map: `constructor` is no alias). */
const LANGUAGE_ALIASES = new Map([
  ['plain', 'plaintext'],
  ['cs', 'csharp'],
  ['html', 'xml'],
]);

/** Longest code block highlighted: beyond it, the language's patterns could take long; the code shows as it is. */
const HIGHLIGHT_MAX_LENGTH = 20_000;

const hasClass = (node: Element, name: string) => (node.attribs.class ?? '').split(/\s+/).includes(name);

function fragment(html: string): ChildNode[] {
  return parseDocument(html).children;
}

function replaceChildren(parent: Element, children: ChildNode[]): void {
  for (const child of [...parent.children]) DomUtils.removeElement(child);
  for (const child of children) DomUtils.appendChild(parent, child);
}

/**
 * What KaTeX is given to typeset in one rich-text field: its time grows with a formula's length and faster with its
 * nesting (`\frac` 1,500 deep takes seconds, and throws a RangeError past the stack). Real formulas are far smaller;
 * beyond these, formulas show as their source.
 */
const FORMULA_MAX_LENGTH = 2_000;
const FORMULA_MAX_DEPTH = 32;
const FORMULAS_MAX_LENGTH_PER_FIELD = 10_000;

/** Deepest nesting of braces in `tex` (a `\{` is a literal brace, not a group). */
function braceDepth(tex: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < tex.length; i++) {
    const char = tex[i];
    if (char === '\\') i++;
    else if (char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === '}') depth--;
  }
  return deepest;
}

/** How much TeX one field may still have typeset. */
class FormulaBudget {
  private left = FORMULAS_MAX_LENGTH_PER_FIELD;

  /** Whether `tex` may be typeset, counting it against the field's share if so. */
  take(tex: string): boolean {
    if (tex.length > FORMULA_MAX_LENGTH || tex.length > this.left || braceDepth(tex) > FORMULA_MAX_DEPTH) return false;
    this.left -= tex.length;
    return true;
  }
}

/**
 * MathML output: the browser typesets it natively, so no KaTeX stylesheet or math web fonts are downloaded. TeX
 * over the budget, or that KaTeX cannot typeset at all (it throws past `throwOnError: false`), shows as its
 * source: one formula never fails or stalls its page and every list showing it.
 */
function renderFormula(span: Element, budget: FormulaBudget, katex: Katex): void {
  const tex = span.attribs['data-value'] ?? '';
  const html = budget.take(tex) ? typeset(tex, katex) : undefined;
  replaceChildren(span, html === undefined ? [sourceOf(tex, 'formula-source')] : fragment(html));
  span.attribs.class = 'formula';
}

function typeset(tex: string, katex: Katex): string | undefined {
  try {
    return katex.renderToString(tex, { output: 'mathml', throwOnError: false, strict: 'ignore' });
  } catch {
    return undefined;
  }
}

/** Text shown as it was written, escaped when serialised. */
function sourceOf(text: string, className: string): Element {
  const code = new Element('code', { class: className });
  DomUtils.appendChild(code, new Text(text));
  return code;
}

/** highlight.js's markup for `code`, or undefined when it is too long or highlight.js fails on it. */
function highlighted(
  code: string,
  language: string,
  hljs: Highlighter,
): { html: string; language: string } | undefined {
  const wanted = LANGUAGE_ALIASES.get(language) ?? language;
  if (code.length > HIGHLIGHT_MAX_LENGTH) return undefined;
  try {
    const known = hljs.getLanguage(wanted) ? wanted : 'plaintext';
    return { html: hljs.highlight(code, { language: known, ignoreIllegals: true }).value, language: known };
  } catch {
    return undefined;
  }
}

/**
 * A code block scrolls sideways when its lines are long: keyboard users reach it with Tab and scroll it with the
 * arrow keys, and hear what it is (a named region, the usual pattern for scrolling areas).
 */
const KEYBOARD_REGION = { tabindex: '0', role: 'region', 'aria-label': '代码' };
const KEYBOARD_REGION_ATTRIBUTES = 'tabindex="0" role="region" aria-label="代码"';

/** Quill's `<div class="ql-code-block-container">` of one `<div class="ql-code-block">` per line → `<pre><code>`. */
function renderCodeBlock(container: Element, hljs: Highlighter): void {
  const lines = container.children.filter((node): node is Element => node instanceof Element);
  const code = lines.map((line) => DomUtils.textContent(line)).join('\n');
  const result = highlighted(code, lines[0]?.attribs['data-language'] ?? 'plain', hljs);
  if (!result) {
    const pre = new Element('pre', { class: 'code-block', 'data-language': 'plaintext', ...KEYBOARD_REGION });
    DomUtils.appendChild(pre, sourceOf(code, 'hljs'));
    DomUtils.replaceElement(container, pre);
    return;
  }
  const { html, language } = result;
  const pre = fragment(
    `<pre class="code-block" data-language="${language}" ${KEYBOARD_REGION_ATTRIBUTES}><code class="hljs">${html}</code></pre>`,
  );
  DomUtils.replaceElement(container, pre[0]);
}

/** A paperclip drawn as SVG: the emoji the editor shows is missing from many systems' fonts. */
const PAPERCLIP =
  '<svg class="file-icon" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48"/></svg>';

/** The editor's file blot: a download link showing the file name after a paperclip. */
function renderFile(link: Element): void {
  const name = (link.attribs['data-name'] || DomUtils.textContent(link)).replace(CURSOR_GUARD, '').replace('📎', '');
  link.attribs.class = 'file-link';
  link.attribs.download = link.attribs.download || name;
  replaceChildren(link, [...fragment(PAPERCLIP), new Text(name.trim())]);
}

function renderImage(image: Element): void {
  image.attribs.loading = 'lazy';
  image.attribs.decoding = 'async';
  image.attribs.alt ??= '';
}

/** What a page says of the first picture of its content, when that picture is the page's largest paint. */
export interface LeadPicture {
  /** Its text for those who cannot see it, when the editor gave none (e.g. the article's title). */
  alt: string;
}

/**
 * The content's first picture, on a page where it is the largest paint (a news item without a video): loaded at
 * once and first, not lazily, and described when the editor left its description empty.
 */
function markLeadPicture(root: ParentNode, lead: LeadPicture): void {
  const first = DomUtils.findOne((node) => node.name === 'img', root.children);
  if (!first) return;
  first.attribs.loading = 'eager';
  first.attribs.fetchpriority = 'high';
  if (!first.attribs.alt?.trim()) first.attribs.alt = lead.alt;
}

/** A video site's embed keeps a 16:9 box from the first paint (no layout shift) and loads when scrolled to. */
function renderVideoEmbed(frame: Element): void {
  frame.attribs.loading = 'lazy';
  frame.attribs.allowfullscreen = '';
  frame.attribs.title ||= '视频';
  const box = new Element('div', { class: 'video-embed' });
  DomUtils.replaceElement(frame, box);
  DomUtils.appendChild(box, frame);
}

/** Quill 2 writes bullet lists as `<ol>` with a kind per item: a list of bullets only is a `<ul>`. */
function renderList(list: Element): void {
  const items = list.children.filter((node): node is Element => node instanceof Element);
  if (items.length > 0 && items.every((item) => item.attribs['data-list'] === 'bullet')) list.name = 'ul';
}

/**
 * Content sits under the page's own `<h1>`: its top heading level becomes `<h2>` and the rest keep their
 * distances (an editor's h1 or a text starting at h3 would otherwise break the page outline).
 */
function outlineHeadings(root: ParentNode): void {
  const headings = DomUtils.findAll((node) => /^h[1-6]$/.test(node.name), root.children);
  if (headings.length === 0) return;
  const top = Math.min(...headings.map((heading) => Number(heading.name[1])));
  for (const heading of headings) heading.name = `h${Math.min(6, Number(heading.name[1]) - top + 2)}`;
}

const isFormula = (element: Element) => element.name === 'span' && hasClass(element, 'ql-formula');
const isCodeBlock = (element: Element) => element.name === 'div' && hasClass(element, 'ql-code-block-container');

async function transform(root: ParentNode): Promise<void> {
  outlineHeadings(root);
  const elements = DomUtils.findAll(() => true, root.children);
  const katex = elements.some(isFormula) ? await loadKatex() : undefined;
  const hljs = elements.some(isCodeBlock) ? await loadHighlighter() : undefined;
  const formulas = new FormulaBudget();
  for (const element of elements) {
    if (katex && isFormula(element)) renderFormula(element, formulas, katex);
    else if (hljs && isCodeBlock(element)) renderCodeBlock(element, hljs);
    else if (element.name === 'a' && hasClass(element, 'ql-file')) renderFile(element);
    else if (element.name === 'img') renderImage(element);
    else if (element.name === 'iframe') renderVideoEmbed(element);
    else if (element.name === 'ol') renderList(element);
    else if (element.name === 'span' && hasClass(element, 'ql-ui')) DomUtils.removeElement(element);
  }
  for (const text of DomUtils.filter((node) => node instanceof Text, root.children) as Text[]) {
    text.data = text.data.replace(CURSOR_GUARD, '');
  }
}

/** The sizes of the pictures `srcs` names, all in one call (ServerApi.measureUploads): never one per picture. */
export type MeasurePictures = (srcs: string[]) => Promise<PictureSizes>;

/**
 * Pictures get their intrinsic width and height, so the browser reserves their box (no layout shift), and those the
 * editor left undescribed get the media library's description. Answers the widths measured (a width the editor wrote
 * is how wide to show it, not how wide the file is).
 */
async function sizeAndDescribeImages(root: ParentNode, measure: MeasurePictures): Promise<Map<Element, number>> {
  const unsized = (image: Element) => !image.attribs.width && !image.attribs.height;
  const images = DomUtils.findAll(
    (node) => node.name === 'img' && (unsized(node) || !node.attribs.alt?.trim()),
    root.children,
  );
  const measured = new Map<Element, number>();
  if (images.length === 0) return measured;
  const sizes = await measure([...new Set(images.map((image) => image.attribs.src ?? ''))]);
  for (const image of images) {
    const size = Object.hasOwn(sizes, image.attribs.src ?? '') ? sizes[image.attribs.src ?? ''] : undefined;
    if (!size) continue;
    if (size.alt && !image.attribs.alt?.trim()) image.attribs.alt = size.alt;
    if (!unsized(image)) continue;
    image.attribs.width = String(size.width);
    image.attribs.height = String(size.height);
    measured.set(image, size.width);
  }
  return measured;
}

/** Pictures given their variants before other requests get a turn: a page of thousands must not hold the server. */
const PICTURES_PER_TURN = 250;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Uploaded pictures become `<picture>` with AVIF and WebP variants for the text column's width (the browser
 * picks the smallest that is sharp on its screen); the `<img>` keeps the original for browsers with neither.
 */
async function offerVariants(root: ParentNode, measured: Map<Element, number>): Promise<void> {
  const images = DomUtils.findAll((node) => node.name === 'img', root.children);
  for (const [index, image] of images.entries()) {
    if (index > 0 && index % PICTURES_PER_TURN === 0) await nextTurn();
    const src = image.attribs.src ?? '';
    const sources = IMAGE_VARIANT_FORMATS.flatMap((format) => {
      const { sizes, upTo } = IMAGE_LAYOUTS.article;
      const srcset = imageSrcSet(src, format, { intrinsicWidth: measured.get(image), upTo });
      return srcset ? [new Element('source', { type: IMAGE_VARIANT_MIMES[format], srcset, sizes })] : [];
    });
    if (sources.length === 0) continue;
    const picture = new Element('picture', {});
    DomUtils.replaceElement(image, picture);
    for (const source of sources) DomUtils.appendChild(picture, source);
    DomUtils.appendChild(picture, image);
  }
}

/** The public page's HTML for a stored rich-text field; `measure` sizes its uploaded pictures (ServerApi.measureUploads). */
export async function renderRichHtml(
  stored: string | null | undefined,
  measure: MeasurePictures,
  lead?: LeadPicture,
): Promise<string> {
  if (!stored) return '';
  const document = parseDocument(stored);
  await transform(document);
  const measured = await sizeAndDescribeImages(document, measure);
  // After the library's descriptions: the lead picture falls back on the page's own words only when it has none.
  if (lead) markLeadPicture(document, lead);
  await offerVariants(document, measured);
  return render(document, { encodeEntities: 'utf8' });
}
