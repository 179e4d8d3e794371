const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** `&amp;`, `&#20445;`, `&#x4fdd;` as the characters a browser shows; unknown ones as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : Number(lower.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[lower] ?? whole;
  });
}

/**
 * The text a visitor reads in an HTML snippet or rich text: tags dropped without a gap (so
 * `保<b>本</b>` reads `保本`), with scripts, styles and comments, which show nothing, left out;
 * entities decoded. Pure, without a DOM: the server and the builder read the same.
 */
export function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
      .replace(/<(script|style|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
      .replace(/<[^>]*>?/g, ''),
  );
}
