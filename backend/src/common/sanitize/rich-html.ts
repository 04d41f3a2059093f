import sanitizeHtml, { Attributes, IOptions, Tag } from 'sanitize-html';
import { CSS_NAMED_COLORS } from './css-named-colors';

/**
 * The server-side allow-list for every rich-text field (`content`), applied on every save.
 *
 * It accepts exactly what the back office's Quill 2 editor (react-quill-new) writes with the toolbar of the
 * product spec, in the editor's own serialisation (`quill.root.innerHTML`, i.e. react-quill-new with
 * `useSemanticHTML={false}`), and also the plain forms of `getSemanticHTML()` (`<ul>`, `<pre data-language>`).
 * Output of the editor passes through byte for byte (only entity spellings change: `&nbsp;` is stored as the
 * character), with two deliberate exceptions:
 *
 * - Code blocks: Quill's syntax module puts its language picker (`<select class="ql-ui">…</select>`) inside
 *   `div.ql-code-block-container`. It is editor chrome, not content, and Quill re-creates it when the HTML is
 *   loaded again, so it is dropped.
 * - Formulas: Quill writes `<span class="ql-formula" data-value="TeX">` and fills it with KaTeX's rendering
 *   (MathML plus dozens of spans with inline `height`/`top`/`margin`/`vertical-align` styles). That rendering
 *   is dropped and only `data-value` (the TeX source) is kept: allowing it would mean allowing MathML (the
 *   classic namespace-confusion mXSS vector) and free-form inline geometry styles, and it is derived data tied
 *   to one KaTeX version. Quill rebuilds the formula from `data-value` when the content is edited again, and
 *   the public site renders it from `data-value` with KaTeX (`trust: false`), on the server or in the browser.
 *   What is stored is Quill's embed shell:
 *   `<span class="ql-formula" data-value="e=mc^2">\uFEFF<span contenteditable="false"></span>\uFEFF</span>`.
 *
 * The custom "file" blot (product spec: a link showing the file name with a paperclip icon) is an Embed blot
 * `{ blotName: 'file', tagName: 'A', className: 'ql-file' }` with value `{ url, name }`. Its `create()` sets,
 * in this order, `href` = url, `download` = name, `data-name` = name, `target` = "_blank",
 * `rel` = "noopener noreferrer", then appends `<span class="ql-file-icon">📎</span>` and the name as text;
 * `value()` reads `{ url: href, name: data-name }`. Quill's Embed wraps the children in its guard nodes, so
 * the editor writes (and this sanitiser keeps unchanged):
 *
 *   <a class="ql-file" href="/uploads/2026/11/report.pdf" download="年度报告.pdf" data-name="年度报告.pdf"
 *      target="_blank" rel="noopener noreferrer">\uFEFF<span contenteditable="false"><span
 *      class="ql-file-icon">📎</span>年度报告.pdf</span>\uFEFF</a>
 *
 * (one line, no whitespace between the tags; \uFEFF is the literal U+FEFF character Quill writes).
 *
 * URLs: links allow http, https, mailto, tel and sms (anything else loses its href: a blank link); images allow
 * http, https and base64 `data:image/(png|jpeg|gif|webp)`; iframes only the embed URLs of YouTube
 * (www.youtube.com, www.youtube-nocookie.com: /embed/<id>) and Vimeo (player.vimeo.com/video/<id>), any other
 * iframe is removed. Relative URLs (`/uploads/...`) are allowed, protocol-relative ones (`//host`) are not.
 */

/** Elements whose whole subtree is removed when they are not allowed (their text would be noise or code). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'math',
  'svg',
  'object',
  'applet',
  'plaintext',
];
const KATEX_ROOT_CLASSES = ['katex', 'katex-display', 'katex-error'];
/**
 * The attribute objects of KaTeX roots, so `exclusiveFilter` can remove them with their subtree. (Renaming
 * the tag to a dropped one is not an option: sanitize-html then leaves a stale name behind for a later
 * closing tag at the same depth.)
 */
const katexRoots = new WeakSet<Attributes>();

const ALIGN_INDENT_DIRECTION = [
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
  'ql-direction-rtl',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((level) => `ql-indent-${level}`),
];
const SIZE_FONT = ['ql-size-small', 'ql-size-large', 'ql-size-huge', 'ql-font-serif', 'ql-font-monospace'];

const FALSE_ONLY = /^false$/;
const LANGUAGE = /^[a-z0-9+#-]{1,32}$/;
const DIMENSION = /^\d{1,4}(?:px|%)?$/;
const ANY = /[\s\S]*/;
/** Checked for its scheme by sanitize-html (and, for img/iframe, by `checkSource` below). */
const URL_RULE = 'url';

interface TagPolicy {
  attributes?: Record<string, RegExp | typeof URL_RULE | 'style'>;
  classes?: Array<string | RegExp>;
}

const BLOCK: TagPolicy = { classes: ALIGN_INDENT_DIRECTION };
const INLINE: TagPolicy = { attributes: { style: 'style' }, classes: SIZE_FONT };

const POLICY: Record<string, TagPolicy> = {
  p: BLOCK,
  h1: BLOCK,
  h2: BLOCK,
  h3: BLOCK,
  h4: BLOCK,
  h5: BLOCK,
  h6: BLOCK,
  blockquote: BLOCK,
  li: { ...BLOCK, attributes: { 'data-list': /^(?:bullet|ordered|checked|unchecked)$/ } },
  pre: { ...BLOCK, attributes: { 'data-language': LANGUAGE, spellcheck: FALSE_ONLY } },
  ol: {},
  ul: {},
  br: {},
  // Code blocks: the container and one div per line.
  div: {
    attributes: { 'data-language': LANGUAGE, spellcheck: FALSE_ONLY },
    classes: ['ql-code-block-container', 'ql-code-block', ...ALIGN_INDENT_DIRECTION],
  },
  span: {
    attributes: { style: 'style', contenteditable: FALSE_ONLY, 'data-value': ANY },
    classes: [...SIZE_FONT, 'ql-ui', 'ql-formula', 'ql-file-icon', 'ql-token', /^hljs-[a-z][a-z-]*$/],
  },
  strong: INLINE,
  b: INLINE,
  em: INLINE,
  i: INLINE,
  u: INLINE,
  s: INLINE,
  sub: INLINE,
  sup: INLINE,
  code: INLINE,
  a: {
    attributes: { style: 'style', href: URL_RULE, target: /^_blank$/, rel: ANY, download: ANY, 'data-name': ANY },
    classes: [...SIZE_FONT, 'ql-file'],
  },
  img: { attributes: { src: URL_RULE, alt: ANY, width: DIMENSION, height: DIMENSION } },
  iframe: {
    attributes: {
      src: URL_RULE,
      frameborder: /^\d$/,
      allowfullscreen: /^(?:|true|allowfullscreen)$/,
      width: DIMENSION,
      height: DIMENSION,
    },
    classes: ['ql-video'],
  },
};

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const VIDEO_EMBED = [
  /^https:\/\/(?:www\.youtube\.com|www\.youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{1,64}(?:\?[A-Za-z0-9_=&.%-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,20}\/?(?:\?[A-Za-z0-9_=&.%-]*)?$/,
];
export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CHANNEL = String.raw`\s*\d{1,3}(?:\.\d+)?%?\s*`;
const RGB_COLOR = new RegExp(
  String.raw`^rgba?\(${CHANNEL},${CHANNEL},${CHANNEL}(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$`,
  'i',
);
const STYLE_PROPERTIES = new Set(['color', 'background-color']);

/** Longer than any colour value the editor writes (`rgba(255, 255, 255, 0.5)`): no pattern need read it. */
const COLOR_MAX_LENGTH = 64;
const PROPERTY_NAME = /^[a-z-]+$/i;

function isColor(value: string): boolean {
  if (value.length > COLOR_MAX_LENGTH) return false;
  return HEX_COLOR.test(value) || RGB_COLOR.test(value) || CSS_NAMED_COLORS.has(value.toLowerCase());
}

/** A declaration `name: value` as its trimmed parts; undefined when it has no colon or no plain name. */
function splitDeclaration(declaration: string): [string, string] | undefined {
  // Split and trimmed by hand, not by one pattern: a lazy value before trailing spaces is quadratic in them.
  const colon = declaration.indexOf(':');
  if (colon < 0) return undefined;
  const property = declaration.slice(0, colon).trim();
  return PROPERTY_NAME.test(property) ? [property.toLowerCase(), declaration.slice(colon + 1).trim()] : undefined;
}

/**
 * `color` / `background-color` declarations with a colour value, written the way browsers serialise
 * `style` (`color: rgb(230, 0, 0); background-color: red;`); everything else is dropped. Undefined when
 * nothing is left. Linear in the length of `style`.
 */
function cleanStyle(style: string): string | undefined {
  const kept = style
    .split(';')
    .map(splitDeclaration)
    .filter((declaration): declaration is [string, string] => declaration !== undefined)
    .filter(([property, value]) => STYLE_PROPERTIES.has(property) && isColor(value))
    .map(([property, value]) => `${property}: ${value};`);
  return kept.length ? kept.join(' ') : undefined;
}

/** Characters browsers skip inside a URL's scheme (controls and spaces); entities are already decoded. */
const SKIPPED_IN_SCHEME = /[\x00-\x20]+/g; // eslint-disable-line no-control-regex

function isDataUrl(value: string): boolean {
  return /^data:/i.test(value.replace(SKIPPED_IN_SCHEME, ''));
}

/** img: data: only as base64 png/jpeg/gif/webp. iframe: only the video embed URLs (http upgraded to https). */
function checkSource(tagName: string, src: string): string | undefined {
  if (tagName === 'img') return isDataUrl(src) && !DATA_IMAGE.test(src) ? undefined : src;
  const https = src.replace(/^http:\/\//, 'https://');
  return VIDEO_EMBED.some((pattern) => pattern.test(https)) ? https : undefined;
}

function cleanAttribute(tagName: string, name: string, value: string, policy: TagPolicy): string | undefined {
  if (name === 'class') return policy.classes ? value : undefined;
  const rule = policy.attributes?.[name];
  if (rule === undefined) return undefined;
  if (rule === 'style') return cleanStyle(value);
  if (rule === URL_RULE) return tagName === 'img' || tagName === 'iframe' ? checkSource(tagName, value) : value;
  return rule.test(value) ? value : undefined;
}

function hasClass(attribs: Attributes, classes: string[]): boolean {
  return (attribs.class ?? '').split(/\s+/).some((name) => classes.includes(name));
}

/** Per-tag attribute rules, KaTeX marking and the forced `rel` of links opening a new window. */
function transformTag(tagName: string, attribs: Attributes): Tag {
  if (hasClass(attribs, KATEX_ROOT_CLASSES)) {
    const marked: Attributes = {};
    katexRoots.add(marked);
    return { tagName, attribs: marked };
  }
  const policy = POLICY[tagName];
  if (!policy) return { tagName, attribs };
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const clean = cleanAttribute(tagName, name, value, policy);
    if (clean !== undefined) kept[name] = clean;
  }
  if (tagName === 'a') {
    // Assigning keeps the attribute where the editor wrote it, so editor output stays byte-identical.
    if (kept.target === '_blank') kept.rel = 'noopener noreferrer';
    else delete kept.rel;
  }
  return { tagName, attribs: kept };
}

const OPTIONS: IOptions = {
  allowedTags: Object.keys(POLICY),
  allowedAttributes: Object.fromEntries(
    Object.entries(POLICY).map(([tag, policy]) => [tag, Object.keys(policy.attributes ?? {})]),
  ),
  allowedClasses: Object.fromEntries(
    Object.entries(POLICY)
      .filter(([, policy]) => policy.classes)
      .map(([tag, policy]) => [tag, policy.classes as Array<string | RegExp>]),
  ),
  allowedSchemes: [],
  allowedSchemesByTag: {
    a: ['http', 'https', 'mailto', 'tel', 'sms'],
    img: ['http', 'https', 'data'],
    iframe: ['https'],
  },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  // `style` is checked by `cleanStyle` (strict and order-preserving) instead of sanitize-html's postcss pass.
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The editor's frames are empty. htmlparser2 reads frame content as raw text, which would not round-trip.
    iframe: (tagName, attribs) => ({ tagName, attribs, text: '' }),
    '*': transformTag,
  },
  // KaTeX renderings go with their subtree; an image or frame whose source was refused is removed, not left
  // as an empty box.
  exclusiveFilter: (frame) =>
    katexRoots.has(frame.attribs) || ((frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src),
};

/** The allow-listed form of rich HTML from the editor: safe to store and to render on any page. */
export function sanitizeRichHtml(html: string): string {
  // sanitize-html closes void elements XHTML-style (`<br />`); the editor writes `<br>`. Every `>` inside text
  // and attribute values is escaped as `&gt;` in this output, so ` />` can only be the end of a tag.
  return sanitizeHtml(html ?? '', OPTIONS).replace(/ \/>/g, '>');
}
