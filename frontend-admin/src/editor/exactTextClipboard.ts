import Quill from 'quill';
import type ClipboardModule from 'quill/modules/clipboard';
import Delta from 'quill-delta';

const Clipboard = Quill.import('modules/clipboard') as typeof ClipboardModule;

/** A line of a Quill 2 code block: `<div class="ql-code-block">`, one per line of code. */
const CODE_LINE = '.ql-code-block';

/**
 * The editor's clipboard, which also loads the stored HTML (react-quill-new hands its value to `convert({ html })`).
 * Quill's text matcher keeps whitespace only under a `<pre>` and collapses it everywhere else, as suits HTML pasted
 * from a web page or Word. But Quill 2 writes code blocks as `<div>` lines and keeps typed spaces as they are, so
 * loading a saved item lost its code's indentation, tabs and aligned spaces (and runs of spaces in text), and the
 * next save stored the damage. Text is therefore kept exactly as written inside a code block line (loaded or
 * pasted), and everywhere when the HTML converted is a stored value rather than a paste: a paste always carries its
 * plain text beside the HTML (`text`, possibly empty), a stored value is converted from its HTML alone
 * (react-quill-new's `convert({ html })`).
 */
export class ExactTextClipboard extends Clipboard {
  private convertingStoredValue = false;

  constructor(quill: Quill, options: Partial<ClipboardModule['options']>) {
    super(quill, options);
    // After Quill's own matchers: replaces the collapsed text they produced for the nodes that keep theirs.
    this.addMatcher(Node.TEXT_NODE, (node, delta) => this.exactText(node, delta));
  }

  override convert(data: { html?: string; text?: string }, formats: Record<string, unknown> = {}): Delta {
    if (data.text !== undefined || !data.html) return super.convert(data, formats);
    // A stored value is the whole document: its last empty line is kept (a paste drops it, convert's default).
    this.convertingStoredValue = true;
    try {
      return this.convertHTML(data.html);
    } finally {
      this.convertingStoredValue = false;
    }
  }

  private exactText(node: Node, collapsed: Delta): Delta {
    const text = (node as Text).data;
    if (node.parentElement?.closest(CODE_LINE)) return new Delta().insert(text);
    // Quill never writes a line break inside text (a new line is a new block): text holding one was laid out by
    // hand or by another program, and its whitespace is layout, collapsed as Quill does.
    if (!this.convertingStoredValue || text.includes('\n')) return collapsed;
    return new Delta().insert(text);
  }
}

/** Makes the editor use ExactTextClipboard (once, when the editor chunk loads). */
export function registerExactTextClipboard(): void {
  Quill.register({ 'modules/clipboard': ExactTextClipboard }, true);
}
