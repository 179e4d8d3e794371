import type { Locator, Page } from 'playwright-core';

export interface HitProblem {
  control: string;
  problem: string;
}

/**
 * Whether a control can be tapped over its whole box: it lies inside the viewport, and at a grid
 * of points across its width and height the topmost element is the control or inside it. A
 * control cut in half by a clipping box passes at its centre and fails here.
 */
export async function hitProblems(locator: Locator): Promise<HitProblem[]> {
  return locator.evaluateAll((elements) => {
    const problems: { control: string; problem: string }[] = [];
    for (const element of elements) {
      const control =
        (element.textContent ?? '').trim() || element.getAttribute('aria-label') || element.tagName;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight) {
        problems.push({ control, problem: `outside the viewport: ${JSON.stringify(box)}` });
        continue;
      }
      // A point cut off by the control's own rounded corner (a round close button) is not part
      // of it: the browser hit-tests the rounded shape.
      const radius = Math.min(
        parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0,
        box.width / 2,
        box.height / 2,
      );
      const outsideCorner = (x: number, y: number) => {
        const cx = Math.min(Math.max(x, box.left + radius), box.right - radius);
        const cy = Math.min(Math.max(y, box.top + radius), box.bottom - radius);
        return Math.hypot(x - cx, y - cy) > radius;
      };
      for (const fx of [0.1, 0.5, 0.9])
        for (const fy of [0.15, 0.5, 0.85]) {
          const x = box.left + box.width * fx;
          const y = box.top + box.height * fy;
          if (radius > 0 && outsideCorner(x, y)) continue;
          const hit = document.elementFromPoint(x, y);
          if (!hit || !(hit === element || element.contains(hit)))
            problems.push({
              control,
              problem: `(${Math.round(x)}, ${Math.round(y)}) hits ${hit ? `${hit.tagName}.${hit.className}` : 'nothing'}`,
            });
        }
    }
    return problems;
  });
}

/**
 * Elements with `position: fixed` that an ancestor clips or pins to itself (content visibility,
 * containment, overflow, transform, filter, perspective): such an "overlay" is confined to the
 * ancestor's box instead of the viewport.
 */
export async function clippedFixedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const clips = (style: CSSStyleDeclaration) =>
      (style.contentVisibility && style.contentVisibility !== 'visible') ||
      /paint|layout|strict|content/.test(style.contain) ||
      style.overflow !== 'visible' ||
      style.transform !== 'none' ||
      style.filter !== 'none' ||
      style.perspective !== 'none' ||
      /transform|filter|perspective/.test(style.willChange);
    for (const element of document.querySelectorAll('body *')) {
      if (getComputedStyle(element).position !== 'fixed') continue;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (parent === document.documentElement) break;
        const style = getComputedStyle(parent);
        if (clips(style)) {
          found.push(`.${element.className} inside .${parent.className}`);
          break;
        }
      }
    }
    return found;
  });
}
