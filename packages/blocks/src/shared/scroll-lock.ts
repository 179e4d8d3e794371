// Open overlays (popups, retain popups) lock the page's scroll; the last one to close unlocks it.
let locks = 0;
let saved: { html: string; body: string } | null = null;

/**
 * Locks the page's scroll (html and body `overflow: hidden`) until the returned function is called.
 * Locks nest: the page scrolls again when every lock is released. Browser-only (call it in effects).
 */
export function lockBodyScroll(doc: Document = document): () => void {
  if (locks === 0) {
    saved = { html: doc.documentElement.style.overflow, body: doc.body.style.overflow };
    doc.documentElement.style.overflow = 'hidden';
    doc.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      doc.documentElement.style.overflow = saved.html;
      doc.body.style.overflow = saved.body;
      saved = null;
    }
  };
}
