import type { ActivityPage } from '@h5-page/schema/page';

function setMeta(doc: Document, name: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.name = name;
    doc.head.appendChild(element);
  }
  element.content = content;
}

/** Sets document.title and the keywords and description meta tags to the page's. */
export function setDocumentMeta(doc: Document, page: ActivityPage): void {
  doc.title = page.title ?? '';
  setMeta(doc, 'keywords', page.meta?.keywords ?? '');
  setMeta(doc, 'description', page.meta?.description ?? '');
}
