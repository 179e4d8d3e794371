import { LAZY_IMAGE_ROOT_MARGIN } from '@h5-page/schema/constants';

/**
 * A top-level static image's picture as the server left it below the first screen: a `<noscript>`
 * copy. Only top-level blocks are kept as sent: a static image inside a container hydrates with
 * it, and shows its own picture.
 */
const HELD_PICTURES = ':scope > .h5-static > .h5-image > noscript';

/**
 * The image block shows a picture below the first screen once it nears the viewport, and the
 * server's markup holds it in `<noscript>` meanwhile. A static image never runs that code, so
 * this does the same for each: as its box comes within the image block's margin, the copy's
 * markup (the server's own, which the browser kept as text) takes the copy's place.
 */
export function revealStaticPictures(win: Window, page: Element): void {
  const doc = page.ownerDocument;
  const held = Array.from(page.querySelectorAll(HELD_PICTURES));
  if (held.length === 0) return;
  const reveal = (holder: Element) => {
    const template = doc.createElement('template');
    template.innerHTML = holder.textContent ?? '';
    holder.replaceWith(template.content);
  };
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver })
    .IntersectionObserver;
  if (typeof Observer !== 'function') {
    held.forEach(reveal);
    return;
  }
  const holderOf = new Map<Element, Element>();
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        const holder = holderOf.get(entry.target);
        if (!entry.isIntersecting || !holder) continue;
        observer.unobserve(entry.target);
        reveal(holder);
      }
    },
    { rootMargin: LAZY_IMAGE_ROOT_MARGIN },
  );
  for (const holder of held) {
    const box = holder.parentElement;
    if (!box) continue;
    holderOf.set(box, holder);
    observer.observe(box);
  }
}
