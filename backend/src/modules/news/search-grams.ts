/**
 * The news keyword index's tokens: every pair of consecutive characters (a bigram) of the lower-cased text, each
 * written as 8 base-36 characters (4 per code point), so both engines' full-text tokenizers keep it whole whatever
 * the script (SQLite FTS5 splits on non-alphanumerics; MariaDB has no ngram parser for Chinese). A keyword of n ≥ 2
 * characters is then the phrase of its n − 1 bigrams, which matches exactly where the keyword is a substring:
 * substring semantics, at index speed, for Chinese and any other text.
 */

/** Between two texts of one row, so a phrase never spans the end of the title and the start of the summary. */
const TEXT_BREAK = 'zzzzzzzz';

const encode = (char: string): string => (char.codePointAt(0) ?? 0).toString(36).padStart(4, '0');

function bigrams(text: string): string[] {
  const chars = Array.from(text.toLowerCase());
  const tokens: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) tokens.push(encode(chars[i]) + encode(chars[i + 1]));
  return tokens;
}

/** The indexed tokens of a row's searchable texts (e.g. title and summary). */
export function searchGrams(...texts: string[]): string {
  return texts
    .map((text) => bigrams(text).join(' '))
    .filter(Boolean)
    .join(` ${TEXT_BREAK} `);
}

/** The phrase to match for `keyword`, or null when it is shorter than two characters (no bigram to look up). */
export function searchPhrase(keyword: string): string | null {
  const tokens = bigrams(keyword);
  return tokens.length ? `"${tokens.join(' ')}"` : null;
}
