import { useEffect } from 'react';
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
export function useDocumentMeta(page: ActivityPage | null) {
  const title = page?.title;
  const keywords = page?.meta?.keywords ?? '';
  const description = page?.meta?.description ?? '';
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    setMeta(document, 'keywords', keywords);
    setMeta(document, 'description', description);
  }, [title, keywords, description]);
}
