import { transform } from 'lightningcss';
import { parseAst, type Plugin } from 'vite';

/** DPlayer's only build: its styles ride in it as css-loader modules, written into the page by style-loader. */
const DPLAYER_BUILD = /[\\/]dplayer[\\/]dist[\\/]DPlayer\.min\.js$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * One css-loader module: `list.push([module.id, <css>, "<media>", <source map>])`, its CSS a string or strings joined
 * with expressions (the address of a picture it uses: `"… url(" + address + ") …"`).
 */
interface CssModule {
  css: Node;
  /** The CSS as strings and the expressions between them, in order. */
  parts: Array<string | Node>;
  /** The element before the source map, and the map (absent when the module has none). */
  beforeMap?: Node;
  map?: Node;
}

/** `a + b + …` as its operands; null when a string operand is missing (not CSS text). */
function concatenation(node: Node): Array<string | Node> | null {
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = concatenation(node.left as Node);
    const right = concatenation(node.right as Node);
    return left && right ? [...left, ...right] : null;
  }
  if (node.type === 'Literal') return typeof node.value === 'string' ? [node.value] : null;
  return [node];
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* nodesOf(child);
  }
}

const hasKey = (node: Node | undefined, key: string) =>
  node?.type === 'ObjectExpression' &&
  (node.properties as Node[]).some((property) => (property.key as Node & { name?: string }).name === key);

/** The css-loader modules of a bundle: pushes of `[<something>.id, "<string>", …]`. */
export function cssModules(program: Node): CssModule[] {
  const found: CssModule[] = [];
  for (const node of nodesOf(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node & { property?: { name?: string } };
    const [list] = node.arguments as Node[];
    if (callee.type !== 'MemberExpression' || callee.property?.name !== 'push' || list?.type !== 'ArrayExpression') {
      continue;
    }
    const elements = list.elements as Node[];
    const [id, css] = elements;
    const idProperty = (id as Node & { property?: { name?: string } })?.property?.name;
    if (id?.type !== 'MemberExpression' || idProperty !== 'id') continue;
    const parts = css ? concatenation(css) : null;
    if (!parts || typeof parts[0] !== 'string') continue;
    const map = elements[3];
    found.push({ css, parts, ...(hasKey(map, 'sourcesContent') ? { beforeMap: elements[2], map } : {}) });
  }
  return found;
}

/**
 * DPlayer 1.27's styles, as its build ships them, are the unminified CSS of its Less sources and, beside each, a
 * source map holding those sources again, which style-loader appends to the page's `<style>` as a base64 comment:
 * about 30 KB on every page with a video, that a browser parses and Lighthouse flags. At build time (Vite's
 * documented transform hook) this minifies each module's CSS and drops its map; the player's code is left as it is.
 * A DPlayer build without such modules fails the build here, so that an upgrade is looked at rather than shipped
 * unminified again.
 */
export function dplayerStyles(): Plugin {
  return {
    name: 'dplayer-styles',
    apply: 'build',
    async transform(code, id) {
      if (!DPLAYER_BUILD.test(id)) return null;
      const modules = cssModules(parseAst(code) as unknown as Node);
      if (!modules.some((module) => module.map)) {
        this.error('dplayer-styles: no css-loader module with a source map in DPlayer.min.js; check this plugin');
      }
      const edits: Array<{ start: number; end: number; text: string }> = [];
      for (const { css, parts, beforeMap, map } of modules) {
        if (!/^['"]/.test(code.slice(css.start, css.start + 1))) this.error('dplayer-styles: offsets do not match');
        edits.push({ start: css.start, end: css.end, text: await minifiedSource(code, parts) });
        if (beforeMap && map) edits.push({ start: beforeMap.end, end: map.end, text: '' });
      }
      let result = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
        result = result.slice(0, start) + text + result.slice(end);
      }
      return { code: result, map: null };
    },
  };
}

/** A token no CSS holds, standing for the `index`th expression while the text around it is minified. */
const placeholder = (index: number) => `__dplayer_expression_${index}__`;

/** The source of `parts` with its CSS minified, its expressions (picture addresses) where they were. */
async function minifiedSource(code: string, parts: Array<string | Node>): Promise<string> {
  const expressions = parts.filter((part): part is Node => typeof part !== 'string');
  const css = parts.map((part) => (typeof part === 'string' ? part : placeholder(expressions.indexOf(part)))).join('');
  // Lightning CSS, the minifier Vite itself uses for CSS.
  const minified = transform({ filename: 'dplayer.css', code: Buffer.from(css), minify: true })
    .code.toString()
    .trim();
  return minified
    .split(/(__dplayer_expression_\d+__)/)
    .map((piece: string) => {
      const index = /^__dplayer_expression_(\d+)__$/.exec(piece)?.[1];
      if (index === undefined) return JSON.stringify(piece);
      const expression = expressions[Number(index)];
      return `(${code.slice(expression.start, expression.end)})`;
    })
    .join('+');
}
