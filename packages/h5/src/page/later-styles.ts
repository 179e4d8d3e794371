import { LATER_STYLES_ID } from '@h5-page/schema/first-screen';

/**
 * Takes the stylesheets the server held back (those of the blocks below the first two screens)
 * out of their template. The links that only mark a sheet as on the page go in at once, so a
 * block's code loading from now on does not fetch its own; the returned function links the
 * sheets themselves and calls `applied` as each has loaded. A sheet already linked is not linked
 * twice (a block the visitor tapped early had its code bring its own).
 */
export function takeLaterStyles(doc: Document): (applied?: () => void) => void {
  const template = doc.getElementById(LATER_STYLES_ID);
  if (template?.tagName !== 'TEMPLATE') return () => {};
  template.remove();
  const linked = new Set(
    Array.from(doc.querySelectorAll('link[rel="stylesheet"]:not([disabled])')).map((link) =>
      link.getAttribute('href'),
    ),
  );
  const links = Array.from(
    (template as HTMLTemplateElement).content.querySelectorAll('link[rel="stylesheet"]'),
  ).filter((link) => {
    const href = link.getAttribute('href') ?? '';
    return href !== '' && !linked.has(href);
  });
  const [marks, sheets] = [
    links.filter((link) => link.hasAttribute('disabled')),
    links.filter((link) => !link.hasAttribute('disabled')),
  ];
  doc.head.append(...marks);
  return (applied) => {
    if (applied) for (const sheet of sheets) sheet.addEventListener('load', applied);
    doc.head.append(...sheets);
  };
}
