import Quill from 'quill';
import Embed from 'quill/blots/embed';
import Link from 'quill/formats/link';
import Video from 'quill/formats/video';
import { sanitizeLink, toVideoEmbedUrl } from './urlRules';

interface FileValue {
  url: string;
  name: string;
}

/**
 * The 'file' insert: a download link showing the file name with a paperclip icon. Its markup is fixed by the
 * server's sanitiser (backend/src/common/sanitize/rich-html.ts): attributes in this order, icon span, name.
 */
export class FileBlot extends Embed {
  static override blotName = 'file';
  static override tagName = 'A';
  static override className = 'ql-file';

  static override create(value: FileValue): HTMLElement {
    const node = super.create(value) as HTMLElement;
    node.setAttribute('href', sanitizeLink(value.url));
    node.setAttribute('download', value.name);
    node.setAttribute('data-name', value.name);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
    const icon = document.createElement('span');
    icon.className = 'ql-file-icon';
    icon.textContent = '📎';
    node.append(icon, document.createTextNode(value.name));
    return node;
  }

  static override value(node: HTMLElement): FileValue {
    return { url: node.getAttribute('href') ?? '', name: node.getAttribute('data-name') ?? '' };
  }
}

class SafeLink extends Link {
  static override sanitize(url: string): string {
    return sanitizeLink(url);
  }
}

class EmbedVideo extends Video {
  static override sanitize(url: string): string {
    return toVideoEmbedUrl(url);
  }
}

const PAPERCLIP =
  '<svg viewBox="0 0 18 18"><path class="ql-stroke" d="M11.5 5.5 6.8 10.2a1.4 1.4 0 0 0 2 2l5-5a2.8 2.8 0 0 0-4-4l-5.2 5.2a4.2 4.2 0 0 0 6 6L15 10"/></svg>';

/** A code block: the brackets in a frame, so it is told apart from inline code (Quill draws both as brackets). */
const CODE_BLOCK =
  '<svg viewBox="0 0 18 18"><rect class="ql-stroke" x="1.5" y="2.5" width="15" height="13" rx="1.5"/><polyline class="ql-even ql-stroke" points="7 6.5 4.5 9 7 11.5"/><polyline class="ql-even ql-stroke" points="11 6.5 13.5 9 11 11.5"/></svg>';

/** Registers the product's formats on Quill (once, when the editor chunk loads). */
export function registerFormats(): void {
  Quill.register({ 'formats/file': FileBlot, 'formats/link': SafeLink, 'formats/video': EmbedVideo }, true);
  const icons = Quill.import('ui/icons') as Record<string, string>;
  icons.file = PAPERCLIP;
  icons['code-block'] = CODE_BLOCK;
}
