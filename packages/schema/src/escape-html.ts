const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe to write into HTML or SVG markup, as an element's text or as an attribute's
 * value in either kind of quotes: the five characters that can end or open markup become
 * entities XML knows as well as HTML, so the same text serves pages, posters and thumbnails.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
