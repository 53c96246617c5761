/**
 * Text helpers for LIKE searches: how the back office's member search reads what was typed, the same in every
 * context that answers it (identity: e-mail, name, Discord; billing: kana, phone, order references; camp:
 * application numbers).
 * "Contains" matching runs on pg_trgm indexes, which need three characters to narrow anything down; a
 * shorter text only matches the start of a name (a btree prefix), so no keystroke scans a whole table.
 */
export const CONTAINS_MIN_LENGTH = 3;

/** The text without spaces (full-width ones too): names are stored without the space between them. */
export const compactSearchText = (text: string): string => text.replace(/[\s\u3000]/g, '');

/** Escapes LIKE's wildcards, so what was typed is matched literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for an ILIKE, wildcards in the text escaped. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** `text%` for a LIKE on a prefix index. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;

/** Hiragana as katakana (the stored kana are katakana; people type either). */
export const toKatakana = (text: string): string => text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));

/**
 * A reference printed on an order or a camp application: the first eight hex digits of its id (billing's
 * `transferReference`), or the whole id. Answers the id range it stands for, or null when the text is not one.
 */
export function referenceIdRange(text: string): { from: string; to: string } | null {
  const hex = text.trim().replace(/-/g, '').toLowerCase();
  if (/^[0-9a-f]{32}$/.test(hex)) {
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { from: id, to: id };
  }
  if (/^[0-9a-f]{8}$/.test(hex)) return { from: `${hex}-0000-0000-0000-000000000000`, to: `${hex}-ffff-ffff-ffff-ffffffffffff` };
  return null;
}
