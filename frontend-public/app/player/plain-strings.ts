/**
 * DPlayer's stock Chinese (its `zh-cn` table, which this site uses) where it reads oddly on a company's site, and what
 * the player says instead; `null`: a notice the player drops, because the site says it another way (a failed video
 * shows a lasting state, failure-state.ts). DPlayer 1.27 takes no strings of its own: they are rewritten where they
 * appear, in the player's markup.
 */
export const PLAIN_STRINGS: Readonly<Record<string, string | null>> = {
  洗脑循环: '循环播放',
  '要输入弹幕内容啊喂！': '请输入弹幕内容',
  海量弹幕: '不限弹幕数量',
  视频加载失败: null,
  弹幕加载失败: '弹幕暂时无法显示',
  弹幕发送失败: null,
};

/** The plain form of one piece of text; null when it is to go; the text itself when it is fine. */
export function plainText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed in PLAIN_STRINGS ? PLAIN_STRINGS[trimmed] : text;
}

function rewrite(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    const plain = plainText(text.data);
    if (plain === text.data) continue;
    // A notice or menu entry that is to go goes whole; a label keeps its element.
    const owner = text.parentElement?.closest('.dplayer-notice, .dplayer-menu-item');
    if (plain === null) (owner ?? text).remove();
    else text.data = plain;
  }
  // The menu's entries that lead off the site (DPlayer's author, its project page).
  for (const link of (root as Element).querySelectorAll?.('.dplayer-menu-item a[href^="http"]') ?? []) {
    link.closest('.dplayer-menu-item')?.remove();
  }
}

/**
 * Rewrites the player's stock strings now (its labels and menu) and whenever it adds a notice; answers a function
 * that stops watching.
 */
export function usePlainStrings(container: HTMLElement): () => void {
  rewrite(container);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) rewrite(node);
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
