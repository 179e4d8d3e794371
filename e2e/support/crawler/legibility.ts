/**
 * What a phone's size decides and axe's scored rules leave out, judged inside the page: targets a
 * thumb can hit (WCAG 2.2 target size, minimum), text large enough to read, and the contrast of
 * text axe could not judge on its own (a gradient behind it, a one-character badge) or does not
 * judge at all (a disabled control: its wording, 已领取 or 还差 2 人, is still read).
 *
 * `judgeLegibility` runs in the page (passed to `page.evaluate`): everything it uses is defined
 * inside it. axe must have been evaluated in the page first.
 */

export interface LegibilityLimits {
  /** Smallest hit area, CSS px a side (WCAG 2.5.8). */
  target: number;
  /** Smallest font size of visible text, CSS px as rendered (transforms and SVG scaling counted). */
  font: number;
}

interface AxeCheckData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  messageKey?: string;
}

interface AxeNode {
  target: unknown[];
  any: Array<{ id: string; data?: AxeCheckData | null }>;
}

export interface AxeContrastResults {
  violations: Array<{ id: string; nodes: AxeNode[] }>;
  incomplete: Array<{ id: string; nodes: AxeNode[] }>;
}

declare global {
  interface Window {
    axe?: {
      run(
        context: Document,
        options: { runOnly: { type: 'rule'; values: readonly string[] } },
      ): Promise<AxeContrastResults>;
    };
  }
}

export async function judgeLegibility(limits: LegibilityLimits): Promise<string[]> {
  type Rgba = [number, number, number, number];
  type Rect = { left: number; top: number; right: number; bottom: number };

  const problems: string[] = [];
  const seen = new Map<string, number>();
  const report = (line: string) => {
    const count = seen.get(line) ?? 0;
    seen.set(line, count + 1);
    if (count === 0) problems.push(line);
  };

  // Controls as the crawler lists them (see probe.ts): semantic ones and what React listens to.
  const CONTROLS = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    ...['button', 'link', 'tab', 'radio', 'option', 'checkbox', 'switch', 'menuitem'].map(
      (role) => `[role="${role}"]`,
    ),
  ].join(', ');
  // The development tools' panel is no part of what a visitor sees.
  const outOfScope = (element: Element) => !!element.closest('.h5-test-panel');

  const describe = (element: Element): string => {
    const name = (node: Element) => {
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      return `${node.tagName.toLowerCase()}${classes}`;
    };
    const parent = element.parentElement;
    const path =
      element.classList.length === 0 && parent
        ? `${name(parent)} > ${name(element)}`
        : name(element);
    const text = (element.getAttribute('aria-label') || element.textContent || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 16);
    return text ? `${path} "${text}"` : path;
  };

  const round = (n: number) => Math.round(n * 10) / 10;

  /** Whether `rect` is cut away entirely by an ancestor that clips (overflow, clip, clip-path). */
  const clippedAway = (element: Element, rect: Rect): boolean => {
    let { left, top, right, bottom } = rect;
    const page = document.documentElement;
    if (right <= -page.scrollLeft || bottom <= -page.scrollTop) return true;
    for (let node = element.parentElement; node && node !== page; node = node.parentElement) {
      const style = getComputedStyle(node);
      const clips =
        style.overflowX !== 'visible' ||
        style.overflowY !== 'visible' ||
        style.clip !== 'auto' ||
        style.clipPath !== 'none';
      if (!clips) continue;
      const box = node.getBoundingClientRect();
      if (style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none') {
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (style.overflowY !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none') {
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
      }
      if (right - left < 1 || bottom - top < 1) return true;
    }
    return false;
  };

  const shown = (element: Element): boolean =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  const textRects = (text: Text): Rect[] => {
    const range = document.createRange();
    range.selectNodeContents(text);
    return [...range.getClientRects()].filter((rect) => rect.width >= 1 && rect.height >= 1);
  };

  /** How much transforms between the element and the viewport scale what it draws. */
  const scaleOf = (element: Element): number => {
    if (element instanceof SVGGraphicsElement) {
      const matrix = element.getScreenCTM();
      return matrix ? Math.hypot(matrix.a, matrix.b) : 1;
    }
    let scale = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      // A transform that animates (a pulsing button) is judged at rest.
      if (node.getAnimations().length > 0) continue;
      const transform = getComputedStyle(node).transform;
      if (transform === 'none') continue;
      const matrix = new DOMMatrixReadOnly(transform);
      scale *= Math.hypot(matrix.m11, matrix.m12);
    }
    return scale;
  };

  // ——— colours ———

  const parseColor = (value: string): Rgba | null => {
    const match =
      /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
        value.trim(),
      );
    if (!match) return null;
    const alpha =
      match[4] === undefined
        ? 1
        : match[4].endsWith('%')
          ? parseFloat(match[4]) / 100
          : Number(match[4]);
    return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
  };
  /** `top` painted over the opaque `bottom`. */
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
  };
  const mix = (from: Rgba, to: Rgba, t: number): Rgba =>
    [0, 1, 2, 3].map((i) => from[i]! + (to[i]! - from[i]!) * t) as Rgba;
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = (color: Rgba) =>
    `#${color
      .slice(0, 3)
      .map((c) => Math.round(c).toString(16).padStart(2, '0'))
      .join('')}`;

  /** The top-level comma-separated parts of a CSS value. */
  const splitTop = (value: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < value.length; i++) {
      if (value[i] === '(') depth++;
      else if (value[i] === ')') depth--;
      else if (value[i] === ',' && depth === 0) {
        parts.push(value.slice(start, i).trim());
        start = i + 1;
      }
    }
    parts.push(value.slice(start).trim());
    return parts.filter(Boolean);
  };

  /**
   * The colours a gradient layer shows behind `area`, painted over the element's `box`: for a
   * linear gradient, its colours between the first and the last point of the area along the
   * gradient line; for any other, all its stops. Null when a layer is not a gradient (an image).
   */
  const gradientColors = (layer: string, box: DOMRect, area: Rect): Rgba[] | null => {
    const kind = /^(repeating-)?(linear|radial|conic)-gradient\((.*)\)$/s.exec(layer);
    if (!kind) return null;
    const args = splitTop(kind[3]!);
    let angle = Math.PI; // to bottom
    if (kind[2] === 'linear' && args[0] && !/^rgba?\(/.test(args[0])) {
      const first = args.shift()!;
      const units = /^(-?[\d.]+)(deg|turn|rad|grad)$/.exec(first);
      if (units) {
        const n = Number(units[1]);
        angle = {
          deg: (n * Math.PI) / 180,
          turn: n * 2 * Math.PI,
          rad: n,
          grad: (n * Math.PI) / 200,
        }[units[2] as 'deg'];
      } else if (first.startsWith('to ')) {
        const x = first.includes('left') ? -1 : first.includes('right') ? 1 : 0;
        const y = first.includes('top') ? -1 : first.includes('bottom') ? 1 : 0;
        // A corner: the angle that points the gradient line at it from the centre.
        angle = Math.atan2(x * box.height, -y * box.width);
      }
    } else if (kind[2] !== 'linear' && args[0] && !/^rgba?\(/.test(args[0])) {
      args.shift();
    }
    const length =
      Math.abs(box.width * Math.sin(angle)) + Math.abs(box.height * Math.cos(angle)) || 1;
    const stops: { color: Rgba; at: number | null }[] = [];
    for (const arg of args) {
      const color = /^rgba?\([^)]*\)/.exec(arg);
      if (!color) continue; // a colour hint
      const parsed = parseColor(color[0]);
      if (!parsed) return null;
      const positions = arg
        .slice(color[0].length)
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((position) =>
          position.endsWith('%') ? parseFloat(position) / 100 : parseFloat(position) / length,
        );
      if (positions.length === 0) stops.push({ color: parsed, at: null });
      for (const at of positions) stops.push({ color: parsed, at });
    }
    if (stops.length === 0) return null;
    // Stops without a position share the room between their neighbours evenly.
    if (stops[0]!.at === null) stops[0]!.at = 0;
    if (stops[stops.length - 1]!.at === null) stops[stops.length - 1]!.at = 1;
    for (let i = 1; i < stops.length; i++) {
      if (stops[i]!.at !== null) continue;
      let j = i;
      while (stops[j]!.at === null) j++;
      const from = stops[i - 1]!.at!;
      const to = stops[j]!.at!;
      for (let k = i; k < j; k++) stops[k]!.at = from + ((to - from) * (k - i + 1)) / (j - i + 1);
    }
    if (kind[2] !== 'linear' || kind[1]) return stops.map((stop) => stop.color);
    const colorAt = (t: number): Rgba => {
      if (t <= stops[0]!.at!) return stops[0]!.color;
      for (let i = 1; i < stops.length; i++) {
        const a = stops[i - 1]!;
        const b = stops[i]!;
        if (t <= b.at!)
          return b.at! === a.at! ? b.color : mix(a.color, b.color, (t - a.at!) / (b.at! - a.at!));
      }
      return stops[stops.length - 1]!.color;
    };
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const along = (x: number, y: number) =>
      ((x - cx) * Math.sin(angle) - (y - cy) * Math.cos(angle)) / length + 0.5;
    const ts = [
      along(area.left, area.top),
      along(area.right, area.top),
      along(area.left, area.bottom),
      along(area.right, area.bottom),
    ];
    const from = Math.max(0, Math.min(...ts));
    const to = Math.min(1, Math.max(...ts));
    return [
      colorAt(from),
      colorAt(to),
      ...stops.filter((stop) => stop.at! > from && stop.at! < to).map((stop) => stop.color),
    ];
  };

  /**
   * The lowest contrast of the element's text over what its ancestors paint behind `area`:
   * background colours, gradients (each colour they show there) and opacity, as the browser
   * composites them. Null where that is not what shows behind the text: an image, another
   * element beneath it that is not an ancestor, a text shadow, a colour it cannot read.
   */
  const computedContrast = (element: Element) => {
    const style = getComputedStyle(element);
    const fg = parseColor(style.color);
    if (!fg || style.textShadow !== 'none') return null;
    let area = ownTextArea(element);
    if (!area) return null;
    // elementsFromPoint sees only the viewport: the window is scrolled to the text (the caller
    // scrolls back); text beside the viewport (a slide waiting its turn) is left undecided.
    if (area.top < 0 || area.bottom > innerHeight) {
      window.scrollBy({ top: (area.top + area.bottom) / 2 - innerHeight / 2, behavior: 'instant' });
      area = ownTextArea(element);
      if (!area) return null;
    }
    const x = (area.left + area.right) / 2;
    const y = (area.top + area.bottom) / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    // Only the element's ancestors may paint behind its text: anything else there (an image laid
    // under it, an overlay on top) is not judged here.
    const related = (hit: Element) =>
      hit === element || hit.contains(element) || element.contains(hit);
    const stack = document.elementsFromPoint(x, y);
    if (!stack.some(related)) return null;
    for (const hit of stack) {
      if (related(hit)) continue;
      const looks = getComputedStyle(hit);
      if (looks.backgroundImage !== 'none' || (parseColor(looks.backgroundColor)?.[3] ?? 1) > 0)
        return null;
    }
    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    for (const node of chain)
      for (const pseudo of ['::before', '::after']) {
        const looks = getComputedStyle(node, pseudo);
        if (looks.content === 'none' || looks.content === 'normal') continue;
        if (looks.backgroundImage !== 'none' || (parseColor(looks.backgroundColor)?.[3] ?? 1) > 0)
          return null;
      }
    type Candidate = { bg: Rgba; groups: { opacity: number; backdrop: Rgba }[]; image: boolean };
    let candidates: Candidate[] = [{ bg: [255, 255, 255, 1], groups: [], image: false }];
    for (const node of chain) {
      const looks = getComputedStyle(node);
      const opacity = Number(looks.opacity);
      if (opacity < 1)
        for (const candidate of candidates)
          candidate.groups = [...candidate.groups, { opacity, backdrop: candidate.bg }];
      const color = parseColor(looks.backgroundColor);
      if (!color) return null;
      if (color[3] > 0)
        for (const candidate of candidates) {
          candidate.bg = over(color, candidate.bg);
          if (color[3] === 1) candidate.image = false;
        }
      if (looks.backgroundImage === 'none') continue;
      const box = node.getBoundingClientRect();
      // The first layer is painted on top: paint from the last.
      for (const layer of splitTop(looks.backgroundImage).reverse()) {
        const colors = gradientColors(layer, box, area);
        if (!colors) {
          for (const candidate of candidates) candidate.image = true;
          continue;
        }
        candidates = candidates.flatMap((candidate) =>
          colors.map((paint) => ({ ...candidate, bg: over(paint, candidate.bg) })),
        );
      }
    }
    if (candidates.some((candidate) => candidate.image)) return null;
    let worst: { ratio: number; fg: Rgba; bg: Rgba } | null = null;
    for (const candidate of candidates) {
      let text = over(fg, candidate.bg);
      let bg = candidate.bg;
      for (const group of [...candidate.groups].reverse()) {
        text = mix(group.backdrop, text, group.opacity);
        bg = mix(group.backdrop, bg, group.opacity);
      }
      const ratio = contrast(text, bg);
      if (!worst || ratio < worst.ratio) worst = { ratio, fg: text, bg };
    }
    return worst;
  };

  /** 3:1 for large text (24 px, or 18.66 px bold), 4.5:1 for the rest (WCAG 1.4.3). */
  const expectedRatio = (element: Element) => {
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize) * scaleOf(element);
    const bold = Number(style.fontWeight) >= 700;
    return size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
  };

  const contrastLine = (element: Element, ratio: number, fg: string, bg: string) =>
    `color-contrast at ${describe(element)}: contrast of ${Math.round(ratio * 100) / 100} (foreground color: ${fg}, background color: ${bg})`;

  /** The union of the rects of the text directly and deeper inside `element`. */
  const ownTextArea = (element: Element): Rect | null => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let area: Rect | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/\S/.test(node.textContent ?? '')) continue;
      for (const rect of textRects(node as Text)) {
        area = area
          ? {
              left: Math.min(area.left, rect.left),
              top: Math.min(area.top, rect.top),
              right: Math.max(area.right, rect.right),
              bottom: Math.max(area.bottom, rect.bottom),
            }
          : { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      }
    }
    return area;
  };

  const scrolled = { x: scrollX, y: scrollY };

  // ——— targets ———

  const reactClick = (element: Element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    const props = key
      ? (
          element as unknown as Record<
            string,
            { onClick?: unknown; dangerouslySetInnerHTML?: unknown }
          >
        )[key]
      : undefined;
    return !!props && typeof props.onClick === 'function' && !props.dangerouslySetInnerHTML;
  };
  const found = new Set<Element>();
  for (const element of document.body.querySelectorAll('*'))
    if (!outOfScope(element) && (element.matches(CONTROLS) || reactClick(element)))
      found.add(element);
  // A control inside another is tapped as the outer one; a container whose handler routes its
  // controls' taps (a map of cities) is not a target of its own.
  const targets = [...found].filter((element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement)
      if (found.has(parent)) return false;
    if (!element.matches(CONTROLS))
      for (const other of found) if (other !== element && element.contains(other)) return false;
    return true;
  });
  const disabled = (element: Element) =>
    (element as HTMLButtonElement).disabled === true ||
    element.getAttribute('aria-disabled') === 'true' ||
    !!element.closest('[inert], fieldset[disabled]');

  /** The box that takes the control's taps: a form control's label counts (WCAG's equivalent target). */
  const hitBox = (element: Element): Rect => {
    let best: Rect = element.getBoundingClientRect();
    const labels = (element as HTMLInputElement).labels;
    const area = (rect: Rect) =>
      Math.max(0, rect.right - rect.left) * Math.max(0, rect.bottom - rect.top);
    for (const label of labels ?? []) {
      const box = label.getBoundingClientRect();
      if (area(box) > area(best)) best = box;
    }
    return best;
  };

  /** A link in a sentence, whose size the line of text decides (WCAG's inline exception). */
  const inSentence = (element: Element) => {
    if (element instanceof SVGElement || getComputedStyle(element).display !== 'inline')
      return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    if (!block) return false;
    const all = (block.textContent ?? '').replace(/\s+/g, '');
    const own = (element.textContent ?? '').replace(/\s+/g, '');
    return all.length > own.length;
  };

  const live = targets
    .filter((element) => shown(element) && !clippedAway(element, element.getBoundingClientRect()))
    .map((element) => ({ element, box: hitBox(element) }))
    .filter(({ box }) => box.right - box.left >= 1 && box.bottom - box.top >= 1);
  const small = (box: Rect) =>
    box.right - box.left < limits.target - 0.01 || box.bottom - box.top < limits.target - 0.01;
  const centre = (box: Rect) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
  const radius = limits.target / 2;
  for (const { element, box } of live) {
    if (!small(box) || disabled(element) || inSentence(element)) continue;
    // WCAG's spacing exception: a 24-px circle on the target's centre that meets no other target
    // and no other undersized target's circle.
    const c = centre(box);
    const crowded = live.find(({ element: other, box: otherBox }) => {
      if (other === element) return false;
      const dx = Math.max(otherBox.left - c.x, 0, c.x - otherBox.right);
      const dy = Math.max(otherBox.top - c.y, 0, c.y - otherBox.bottom);
      if (Math.hypot(dx, dy) < radius) return true;
      if (!small(otherBox)) return false;
      const o = centre(otherBox);
      return Math.hypot(o.x - c.x, o.y - c.y) < 2 * radius;
    });
    if (!crowded) continue;
    report(
      `target-size at ${describe(element)}: ${round(box.right - box.left)}×${round(box.bottom - box.top)} px, ` +
        `and a ${limits.target}-px circle on it meets ${describe(crowded.element)}`,
    );
  }

  // ——— text size ———

  const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const smallest = new Map<Element, number>();
  for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
    if (!/\S/.test(node.textContent ?? '')) continue;
    const element = node.parentElement;
    if (
      !element ||
      outOfScope(element) ||
      element.closest('script, style, noscript, template, option')
    )
      continue;
    if (!shown(element)) continue;
    const rects = textRects(node as Text).filter((rect) => !clippedAway(element, rect));
    if (rects.length === 0) continue;
    const size = parseFloat(getComputedStyle(element).fontSize) * scaleOf(element);
    if (size < limits.font - 0.05)
      smallest.set(element, Math.min(size, smallest.get(element) ?? Infinity));
  }
  // What a visitor types into a field, and its placeholder, shows in the field's own font.
  for (const field of document.body.querySelectorAll('input, textarea, select')) {
    const input = field as HTMLInputElement;
    if (
      outOfScope(field) ||
      !shown(field) ||
      /^(checkbox|radio|range|color|file|image|hidden)$/.test(input.type)
    )
      continue;
    if (!input.placeholder && !input.value) continue;
    const size = parseFloat(getComputedStyle(field).fontSize) * scaleOf(field);
    if (size < limits.font - 0.05) smallest.set(field, size);
  }
  for (const [element, size] of smallest)
    report(`font-size at ${describe(element)}: ${round(size)} px`);

  // ——— contrast ———

  const results = await window.axe!.run(document, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
  });
  const judged = new Set<Element>();
  const elementOf = (node: AxeNode) =>
    node.target.length === 1 && typeof node.target[0] === 'string'
      ? document.querySelector(node.target[0])
      : null;
  for (const violation of results.violations)
    for (const node of violation.nodes) {
      const element = elementOf(node);
      const data = node.any.find((check) => check.id === 'color-contrast')?.data;
      if (!element || outOfScope(element) || !data?.contrastRatio) continue;
      judged.add(element);
      report(contrastLine(element, data.contrastRatio, data.fgColor ?? '?', data.bgColor ?? '?'));
    }
  // What axe leaves undecided: text on a gradient, or a lone digit (a rank badge) that axe takes
  // for a possible icon. A letter or a digit is text whatever its length.
  const undecided: Element[] = [];
  for (const incomplete of results.incomplete)
    for (const node of incomplete.nodes) {
      const element = elementOf(node);
      if (!element || outOfScope(element)) continue;
      const data = node.any.find((check) => check.id === 'color-contrast')?.data;
      if (data?.messageKey === 'shortTextContent') {
        const text = (element.textContent ?? '').trim();
        if (!/^[\p{L}\p{N}]$/u.test(text) || !data.contrastRatio) continue;
        judged.add(element);
        const expected = parseFloat(data.expectedContrastRatio ?? '4.5');
        if (data.contrastRatio < expected)
          report(
            contrastLine(element, data.contrastRatio, data.fgColor ?? '?', data.bgColor ?? '?'),
          );
        continue;
      }
      undecided.push(element);
    }
  // A disabled control's text: WCAG exempts it, but here it says what the visitor has done or
  // still needs (已报名, 已领取, 还差 2 人), and is read like any other.
  for (const { element } of live)
    if (disabled(element))
      for (const inner of [element, ...element.querySelectorAll('*')])
        if (
          [...inner.childNodes].some(
            (child) => child.nodeType === Node.TEXT_NODE && /\S/.test(child.textContent ?? ''),
          )
        )
          undecided.push(inner);
  // Text made only of symbols (an arrow, a minus) is an icon, judged as axe judges one: not here.
  const words = (element: Element) => /[\p{L}\p{N}]/u.test(element.textContent ?? '');
  for (const element of undecided) {
    if (judged.has(element) || !shown(element) || !words(element)) continue;
    judged.add(element);
    const area = ownTextArea(element);
    if (!area || clippedAway(element, area)) continue;
    const worst = computedContrast(element);
    if (worst && worst.ratio < expectedRatio(element) - 0.005)
      report(contrastLine(element, worst.ratio, hex(worst.fg), hex(worst.bg)));
  }
  window.scrollTo({ left: scrolled.x, top: scrolled.y, behavior: 'instant' });

  return problems.map((line) => {
    const count = seen.get(line) ?? 1;
    return count > 1 ? `${line} (×${count})` : line;
  });
}
