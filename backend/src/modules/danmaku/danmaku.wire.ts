import type { Danmaku, DanmakuTuple } from '@site/contract';
import { isoOrNull } from '../../common/database/column-values';
import type { DanmakuEntity } from './danmaku.entity';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '/': '&#x2f;',
};

/**
 * DPlayer puts `text` into the page with innerHTML, so what other visitors receive is escaped. The same six
 * characters as DPlayer's own `htmlEncode`, so a comment looks the same whether it was just sent or loaded.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'/]/g, (character) => HTML_ESCAPES[character]);
}

/** One comment in the player's GET answer: `[time, type, color, author, text]`. */
export function toTuple(row: DanmakuEntity): DanmakuTuple {
  return [row.time, row.type, row.color, escapeHtml(row.author), escapeHtml(row.text)];
}

/** The stored comment as the player's POST answers it: escaped, without the sender's address. */
export function toPublicWire(row: DanmakuEntity): Danmaku {
  const { ip: _ip, ...wire } = toAdminWire(row);
  return { ...wire, author: escapeHtml(row.author), text: escapeHtml(row.text) };
}

/** The comment for moderation: as stored, with the address. The back office renders it as text. */
export function toAdminWire(row: DanmakuEntity): Danmaku & { ip: string } {
  return {
    id: row.id,
    video_id: row.video_id,
    author: row.author,
    time: row.time,
    text: row.text,
    color: row.color,
    type: row.type,
    status: row.status,
    ip: row.ip,
    created_at: isoOrNull(row.created_at) ?? '',
  };
}
