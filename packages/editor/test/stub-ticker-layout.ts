import { vi } from 'vitest';

/**
 * jsdom lays nothing out: a stand-in layout for the builder's measuring of cut-off text, where a
 * notice line's text is 14 px a character wide and its box 70% of the phone's width it is laid
 * out at (`[data-width]`), as if the avatar and the icon took the rest. Undone by
 * `vi.restoreAllMocks()`.
 */
export function stubTickerLayout(): void {
  const phoneWidth = (element: Element) =>
    Number(element.closest<HTMLElement>('[data-width]')?.dataset.width ?? 0);
  const isLine = (element: Element) => element.classList.contains('h5-notice-text');
  const size = (name: 'clientWidth' | 'scrollWidth' | 'clientHeight' | 'scrollHeight') =>
    vi.spyOn(Element.prototype, name, 'get');
  size('clientWidth').mockImplementation(function (this: Element) {
    return isLine(this) ? Math.floor(phoneWidth(this) * 0.7) : 0;
  });
  size('scrollWidth').mockImplementation(function (this: Element) {
    return isLine(this) ? Math.max((this.textContent ?? '').length * 14, this.clientWidth) : 0;
  });
  size('clientHeight').mockImplementation(function (this: Element) {
    return isLine(this) ? 36 : 0;
  });
  size('scrollHeight').mockImplementation(function (this: Element) {
    return isLine(this) ? 36 : 0;
  });
}
