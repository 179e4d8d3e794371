/** The `href` of every link (`<a … href="…">`) in an HTML snippet, entities of `&amp;` decoded. */
export function htmlLinks(html: string): string[] {
  const links: string[] = [];
  for (const tag of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[0]);
    if (!href) continue;
    links.push((href[1] ?? href[2] ?? href[3] ?? '').replace(/&amp;/gi, '&').trim());
  }
  return links;
}
