// Every kind of space, with the zero-width characters that hide inside a word.
const SPACES = /[\s\u200b-\u200d\u2060\ufeff]+/g;

/**
 * A text as phrases are matched in it: full-width letters, digits and signs as their ASCII
 * (NFKC: `１００％` is `100%`), without any space (an ideographic one included: `保 本` is
 * `保本`), lower case. The list's phrases and the page's texts are both read this way.
 */
export function normalisePhrase(text: string): string {
  return text.normalize('NFKC').replace(SPACES, '').toLowerCase();
}
