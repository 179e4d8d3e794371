/**
 * What the crawler runs inside the page, as plain script text: installed before the page's own
 * scripts, it watches toasts as they appear, counts the calls on their way, lists the controls a
 * visitor can tap, and tells which dialogs opened since the last mark. Kept as text so that no
 * build step rewrites it.
 */
export const PROBE_SCRIPT = String.raw`(() => {
  if (window.__crawl) return;
  const CONTROL_ROLES = ['button', 'link', 'tab', 'radio', 'option', 'checkbox', 'switch', 'menuitem'];
  const DIALOGS = '[role="dialog"], [role="alertdialog"]';
  const toasts = [];
  let listed = [];

  const reactProps = (element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    return key ? element[key] : undefined;
  };
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0.05;
  };
  const label = (element) =>
    (element.getAttribute('aria-label') || element.textContent || element.getAttribute('title') ||
      element.querySelector('img[alt]')?.getAttribute('alt') || element.tagName.toLowerCase())
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
  const isSemantic = (element) => {
    const role = element.getAttribute('role');
    if (role && CONTROL_ROLES.includes(role)) return true;
    if (element.tagName === 'BUTTON') return true;
    if (element.tagName === 'A' && element.hasAttribute('href')) return true;
    return element.tagName === 'INPUT' && /^(button|submit|image)$/.test(element.type);
  };
  const disabled = (element) =>
    element.disabled === true ||
    element.getAttribute('aria-disabled') === 'true' ||
    !!element.closest('[inert], fieldset[disabled]');

  /** Every tappable thing under root: semantic controls and anything else React listens to. */
  const candidates = (root) => {
    const found = [];
    for (const element of root.querySelectorAll('*')) {
      if (element.closest('.h5-test-panel')) continue;
      const props = reactProps(element);
      const semantic = isSemantic(element);
      if (!semantic && !(props && typeof props.onClick === 'function')) continue;
      // A container of foreign markup (a code snippet) routes the taps of the links inside it.
      if (!semantic && props.dangerouslySetInnerHTML) continue;
      found.push({ element, semantic });
    }
    // A container whose handler routes its children's taps (a map of cities) is not itself a
    // control when it holds controls; a control inside another control is tapped as the outer one.
    const elements = new Set(found.map((entry) => entry.element));
    return found.filter(({ element, semantic }) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (elements.has(parent)) return false;
      if (!semantic) for (const other of elements) if (other !== element && element.contains(other)) return false;
      return true;
    });
  };

  const describe = ({ element, semantic }, index) => {
    element.setAttribute('data-crawl', String(index));
    return {
      index,
      label: label(element),
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role') || '',
      semantic,
      disabled: disabled(element),
      visible: visible(element),
      href: element.tagName === 'A' ? element.getAttribute('href') || '' : '',
      controls: element.getAttribute('aria-controls') || '',
      inDialog: !!element.closest(DIALOGS),
    };
  };

  const state = (element) => {
    const parts = ['aria-selected', 'aria-checked', 'aria-pressed', 'aria-expanded', 'aria-current']
      .map((name) => element.getAttribute(name) || '');
    for (const id of (element.getAttribute('aria-controls') || '').split(/\s+/).filter(Boolean)) {
      const target = document.getElementById(id);
      if (target)
        parts.push(target.textContent || '', target.getAttribute('aria-valuenow') || '',
          'value' in target ? String(target.value) : '', target.hidden ? 'hidden' : 'shown',
          target.getAttribute('aria-activedescendant') || '',
          target instanceof HTMLMediaElement ? (target.paused ? 'paused' : 'playing') : '',
          // Which of its items is the current one (a carousel's slide shown). A looping carousel
          // moves its slides about in the list to keep the shown one in place, so a slide is
          // known by the index the carousel gives it where it gives one.
          [...target.children].map((item, at) =>
            item.getAttribute('aria-current') === 'true' || /(^|[-\s])active\b/.test(item.className)
              ? (item.getAttribute('data-swiper-slide-index') ?? at) : '').join(''));
    }
    return parts.join('|');
  };

  /**
   * Marks the dialog's visible controls that should be tappable as they stand: those in a list
   * that scrolls inside the dialog count only while that list shows them.
   */
  const tagReachable = (dialog) => {
    let count = 0;
    for (const { element } of candidates(dialog)) {
      if (!visible(element)) continue;
      let shown = true;
      for (let parent = element.parentElement; parent && parent !== dialog; parent = parent.parentElement) {
        if (!/auto|scroll/.test(getComputedStyle(parent).overflowY + getComputedStyle(parent).overflowX)) continue;
        const outer = parent.getBoundingClientRect();
        const inner = element.getBoundingClientRect();
        shown = inner.top >= outer.top && inner.bottom <= outer.bottom && inner.left >= outer.left && inner.right <= outer.right;
        break;
      }
      if (!shown) continue;
      element.setAttribute('data-crawl-dialog', '');
      count += 1;
    }
    return count;
  };

  // The calls the page has made and not yet had answered, counted where they are made: the
  // browser tells the crawler of a call only some time after the page started it, and on a busy
  // machine a page could look at rest between the two.
  let calls = 0;
  const ANALYTICS = /^\/(collect|beacon)\b/;
  const counted = (address) => {
    try {
      return !ANALYTICS.test(new URL(String(address), location.href).pathname);
    } catch {
      return true;
    }
  };
  const nativeFetch = window.fetch;
  window.fetch = function (input, init) {
    const call = nativeFetch.call(window, input, init);
    if (!counted(input instanceof Request ? input.url : input)) return call;
    calls += 1;
    const answered = () => {
      calls -= 1;
    };
    call.then(answered, answered);
    return call;
  };
  const nativeOpen = XMLHttpRequest.prototype.open;
  const nativeSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, address, ...rest) {
    this.__crawlCounted = counted(address);
    return nativeOpen.call(this, method, address, ...rest);
  };
  XMLHttpRequest.prototype.send = function (body) {
    if (this.__crawlCounted) {
      calls += 1;
      this.addEventListener('loadend', () => {
        calls -= 1;
      }, { once: true });
    }
    return nativeSend.call(this, body);
  };

  const observer = new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.adm-toast-main')) {
      const text = (toast.textContent || '').trim();
      if (text && !toast.hasAttribute('data-crawl-seen')) {
        toast.setAttribute('data-crawl-seen', '');
        toasts.push(text);
      } else if (text && toasts[toasts.length - 1] !== text && toast.getAttribute('data-crawl-text') !== text) {
        toasts.push(text);
      }
      if (text) toast.setAttribute('data-crawl-text', text);
    }
  });
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);

  window.__crawl = {
    list(scope) {
      const root = scope ? document.querySelector(scope) : document.body;
      listed = root ? candidates(root).map(describe) : [];
      return listed;
    },
    state(index) {
      const element = document.querySelector('[data-crawl="' + index + '"]');
      return element ? state(element) : null;
    },
    mark() {
      toasts.length = 0;
      for (const dialog of document.querySelectorAll(DIALOGS)) dialog.setAttribute('data-crawl-old', '');
    },
    toasts() {
      return toasts.slice();
    },
    calls() {
      return calls;
    },
    /** Dialogs shown since the last mark, each with the controls inside it. */
    dialogs() {
      const shown = [];
      for (const dialog of document.querySelectorAll(DIALOGS)) {
        if (dialog.hasAttribute('data-crawl-old') || !visible(dialog)) continue;
        const box = dialog.getBoundingClientRect();
        shown.push({
          label: dialog.getAttribute('aria-label') || label(dialog),
          box: [box.left, box.top, box.width, box.height].map(Math.round).join(','),
          controls: tagReachable(dialog),
        });
      }
      return shown;
    },
  };
})();`;
