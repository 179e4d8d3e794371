/**
 * The limits of the HTML a block holds (the code block's snippet, the text block's rich text).
 * Sanitizing builds the document the HTML describes, and a parser's and DOMPurify's work grows
 * faster than the markup with nesting: a snippet of 20,000 nested `<div>`s kept a sanitizer busy
 * for minutes. Within these limits sanitizing takes milliseconds; past them a page is refused
 * when saved, and a page stored before the limits is rendered without that block.
 */
export const HTML_MAX_DEPTH = 32;
/** Most elements a block's HTML may make (its tags, and those a parser adds or repeats). */
export const HTML_MAX_ELEMENTS = 2_000;
/** Longest HTML a block may hold, in characters. */
export const HTML_MAX_LENGTH = 100_000;

/** What `measureHtml` found. */
export interface HtmlMeasure {
  /** Deepest nesting of elements an HTML parser would build (estimated, never less). */
  depth: number;
  /** Elements it would build (estimated, never less). */
  elements: number;
}

/** Where `measureHtml` stops counting: one past either is enough to refuse. */
export interface HtmlLimits {
  maxDepth: number;
  maxElements: number;
}

const DEFAULT_LIMITS: HtmlLimits = { maxDepth: HTML_MAX_DEPTH, maxElements: HTML_MAX_ELEMENTS };

/**
 * Why `html` passes a limit (in Chinese, naming the limit), or null when it is within them all.
 * Linear in the length and without a DOM, so the builder, the server's save routes and its
 * renderer all run it before anything parses the HTML. `maxLength` is the block's own length
 * limit (the text block's is shorter).
 */
export function htmlLimitProblem(html: string, maxLength = HTML_MAX_LENGTH): string | null {
  if (html.length > maxLength) {
    return `HTML 过长：最多 ${maxLength} 个字符（现有 ${html.length} 个）`;
  }
  const { depth, elements } = measureHtml(html);
  if (depth > HTML_MAX_DEPTH) return `HTML 嵌套过深：标签最多嵌套 ${HTML_MAX_DEPTH} 层`;
  if (elements > HTML_MAX_ELEMENTS) return `HTML 标签过多：最多 ${HTML_MAX_ELEMENTS} 个元素`;
  return null;
}

const words = (...lines: string[]): Set<string> => new Set(lines.join(' ').split(' '));

// Element names as the HTML standard's tree construction groups them.
const VOID = words(
  'area base basefont bgsound br col embed frame hr img input keygen link meta param source',
  'track wbr',
);
/** Their content is text up to their own end tag. */
const RAW_TEXT = words('iframe noembed noframes script style textarea title xmp');
/** Formatting elements: kept in a list and made again after a block closes them. */
const FORMATTING = words('a b big code em font i nobr s small strike strong tt u');
/** Elements that put a marker in that list (formatting does not leak out of them). */
const MARKERS = words('applet caption marquee object td th template');
const SCOPE_BOUNDARIES = words('applet caption html table td th marquee object template');
const TABLE_SCOPE = words('html table template');
const BUTTON_SCOPE = new Set([...SCOPE_BOUNDARIES, 'button']);
const LIST_SCOPE = new Set([...SCOPE_BOUNDARIES, 'ol', 'ul']);
const SPECIAL = words(
  'address applet area article aside base basefont bgsound blockquote body br button caption',
  'center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form',
  'frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link',
  'listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre',
  'script search section select source style summary table tbody td template textarea tfoot th',
  'thead title tr track ul wbr xmp',
);
/** The SVG and MathML elements that are special and bound every scope. */
const FOREIGN_SPECIAL = {
  svg: words('foreignobject desc title'),
  math: words('mi mo mn ms mtext annotation-xml'),
};
/** End tags that close their element when it is in scope, whatever is open inside it. */
const SCOPED_END = words(
  'address article aside blockquote button center details dialog dir div dl fieldset figcaption',
  'figure footer header hgroup listing main menu nav ol pre search section summary ul applet',
  'marquee object dd dt li p caption colgroup table tbody td tfoot th thead tr template',
);
/** Start tags that close an open paragraph. */
const CLOSES_P = words(
  'address article aside blockquote center details dialog dir div dl fieldset figcaption figure',
  'footer header hgroup hr li dd dt listing main menu nav ol p pre search section summary table',
  'ul xmp h1 h2 h3 h4 h5 h6 form plaintext',
);
/** Start tags before which the parser does not reopen the formatting elements a block closed. */
const KEEPS_FORMATTING_CLOSED = words(
  'address article aside blockquote center details dialog dir div dl fieldset figcaption figure',
  'footer header hgroup main menu nav ol p search section summary ul h1 h2 h3 h4 h5 h6 pre',
  'listing form li dd dt plaintext table hr textarea iframe noembed noframes template script',
  'style title base basefont bgsound link meta caption col colgroup tbody td tfoot th thead tr',
);
const HEADINGS = words('h1 h2 h3 h4 h5 h6');
/** What a row or a cell is put into. */
const TABLE_PARTS = words('table tbody thead tfoot tr td th');
/** Start tags that mean something only inside a table (elsewhere the parser drops them). */
const TABLE_INSIDES = words('caption col colgroup tbody thead tfoot tr td th');
const TABLE_SECTIONS = words('caption col colgroup tbody thead tfoot');
/** HTML tags that end the SVG or MathML they appear in (`<svg><p>` is a paragraph after it). */
const BREAKOUT = words(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img',
  'li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var',
);
/** SVG and MathML elements whose content is HTML again. */
const SVG_INTEGRATION = words('foreignobject desc title');
const MATH_INTEGRATION = words('mi mo mn ms mtext');
/** Tags a fragment's parser merges into the document's own (their attributes) or drops. */
const MERGED = words('html head body frameset');

interface Entry {
  name: string;
  /** A formatting element's name and attributes as written: equal keys are equal elements. */
  key: string;
  open: boolean;
  /** In SVG or MathML (null: HTML). */
  foreign: 'svg' | 'math' | null;
  /** Where SVG or MathML holds HTML again (`foreignObject`, `mtext`, ...). */
  integration: boolean;
  /** It put a marker in the list of formatting elements. */
  marker: boolean;
}

const MARKER: Entry = {
  name: '',
  key: '',
  open: false,
  foreign: null,
  integration: false,
  marker: false,
};

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * Estimates, in one pass over `html` and without a DOM, the deepest nesting and the number of
 * elements a browser's parser (and jsdom's) builds from it as a document's body. Tags are read as
 * the HTML tokenizer reads them (quoted attribute values, comments, raw text), and the tree rules
 * are followed where they add elements (a table's implied body and rows, formatting elements made
 * again after a block closed them) and where they close them (a paragraph, list item, row or cell
 * closed by the next, SVG ended by an HTML tag); where a rule is left out, the estimate errs high.
 * Stops once past a limit, keeping its lists short: the work is linear in the length.
 */
export function measureHtml(html: string, limits: HtmlLimits = DEFAULT_LIMITS): HtmlMeasure {
  const length = html.length;
  const stack: Entry[] = [];
  /** The list of active formatting elements, with MARKER entries. */
  const formatting: Entry[] = [];
  let depth = 0;
  let elements = 0;
  const over = () => depth > limits.maxDepth || elements > limits.maxElements;
  const top = (): Entry | undefined => stack[stack.length - 1];
  /** An entry's name if it is an HTML element ('' for SVG and MathML ones). */
  const htmlName = (entry: Entry | undefined): string =>
    entry !== undefined && entry.foreign === null ? entry.name : '';
  const isSpecial = (entry: Entry): boolean =>
    entry.foreign === null
      ? SPECIAL.has(entry.name)
      : FOREIGN_SPECIAL[entry.foreign].has(entry.name);
  const bounds = (entry: Entry, scope: ReadonlySet<string>): boolean =>
    entry.foreign === null ? scope.has(entry.name) : FOREIGN_SPECIAL[entry.foreign].has(entry.name);

  const push = (
    name: string,
    key = name,
    foreign: Entry['foreign'] = null,
    integration = false,
  ): Entry => {
    const entry: Entry = { name, key, open: true, foreign, integration, marker: false };
    stack.push(entry);
    elements += 1;
    if (stack.length > depth) depth = stack.length;
    return entry;
  };
  const pop = (): void => {
    const entry = stack.pop();
    if (!entry) return;
    entry.open = false;
    if (entry.marker) {
      const marker = formatting.lastIndexOf(MARKER);
      formatting.length = marker < 0 ? 0 : marker;
    }
  };
  const popTo = (index: number): void => {
    while (stack.length > index) pop();
  };
  /** The index in the stack of the HTML element `name` within `scope`, or -1. */
  const inScope = (name: string, scope: ReadonlySet<string>): number => {
    for (let k = stack.length - 1; k >= 0; k -= 1) {
      if (htmlName(stack[k]) === name) return k;
      if (bounds(stack[k]!, scope)) return -1;
    }
    return -1;
  };
  /** Whether the next tag is read as SVG or MathML (inside them, not where they hold HTML). */
  const inForeign = (): boolean => {
    const current = top();
    return current !== undefined && current.foreign !== null && !current.integration;
  };

  /** Where a list (`<select>`) is open with only its options after it: its index, or -1. */
  const selectIndex = (): number => {
    for (let k = stack.length - 1; k >= 0; k -= 1) {
      const open = htmlName(stack[k]);
      if (open !== 'option' && open !== 'optgroup') return open === 'select' ? k : -1;
    }
    return -1;
  };
  /** Whether the list at `select` is in a table (nearer than a template). */
  const selectInTable = (select: number): boolean => {
    for (let k = select - 1; k >= 0; k -= 1) {
      const open = htmlName(stack[k]);
      if (open === 'table') return true;
      if (open === 'template') return false;
    }
    return false;
  };

  /** Formatting elements a block closed are opened again before the next content. */
  const reconstruct = (): void => {
    let k = formatting.length;
    while (k > 0 && formatting[k - 1] !== MARKER && !formatting[k - 1]!.open) k -= 1;
    for (; k < formatting.length && !over(); k += 1) {
      const { name, key } = formatting[k]!;
      formatting[k] = push(name, key);
    }
  };
  /** The last formatting entry called `name` after the last marker, as its index, or -1. */
  const activeFormatting = (name: string): number => {
    for (let k = formatting.length - 1; k >= 0 && formatting[k] !== MARKER; k -= 1) {
      if (formatting[k]!.name === name) return k;
    }
    return -1;
  };
  /** A formatting element joins the list; of four equal ones, the first leaves it. */
  const addFormatting = (entry: Entry): void => {
    let equal = 0;
    let first = -1;
    for (let k = formatting.length - 1; k >= 0 && formatting[k] !== MARKER; k -= 1) {
      if (formatting[k]!.key === entry.key) {
        equal += 1;
        first = k;
      }
    }
    if (equal >= 3) formatting.splice(first, 1);
    formatting.push(entry);
  };
  /**
   * A formatting element (at `active` in the list) closed while elements are open inside it. With
   * no block among them they close with it. With one, the parser moves the block out and gives it
   * a copy of the formatting element, up to eight times, each with up to three copies of what lay
   * between: those copies are counted, and the elements are left open, the earlier one standing
   * for its copy.
   */
  const adopt = (active: number): void => {
    const index = stack.indexOf(formatting[active]!);
    let blocks = 0;
    for (let k = index + 1; k < stack.length; k += 1) {
      if (isSpecial(stack[k]!)) blocks += 1;
    }
    if (blocks > 0) {
      elements += 4 * Math.min(blocks, 8);
      return;
    }
    formatting.splice(active, 1);
    popTo(index);
  };
  /** The nearest part of a table in the stack (-1: none, -2: a template is nearer). */
  const nearestTablePart = (): number => {
    for (let k = stack.length - 1; k >= 0; k -= 1) {
      const open = htmlName(stack[k]);
      if (TABLE_PARTS.has(open)) return k;
      if (open === 'template') return -2;
    }
    return -1;
  };
  /**
   * A table's part goes into its table: what is open inside the nearest cell, row or table is
   * closed, and the body and row a table needs are added. False when the parser drops the tag.
   */
  const tableContext = (name: string): boolean => {
    let k = nearestTablePart();
    if (k === -2) {
      // A template may have become a table's inside, which adds a body and a row: counted, as
      // elements no end tag closes.
      if (name === 'tr' || name === 'td' || name === 'th') push('#tbody');
      if (name === 'td' || name === 'th') push('#tr');
      return true;
    }
    if (k >= 0 && TABLE_SECTIONS.has(name)) {
      while (k >= 0 && htmlName(stack[k]) !== 'table' && htmlName(stack[k]) !== 'template') k -= 1;
      if (k < 0) return false;
      popTo(k + 1);
      if (name === 'col') push('colgroup');
      return true;
    }
    if (k >= 0 && (stack[k]!.name === 'td' || stack[k]!.name === 'th')) {
      popTo(k);
      k = nearestTablePart();
    }
    if (k >= 0 && name === 'tr' && stack[k]!.name === 'tr') {
      popTo(k);
      k = nearestTablePart();
    }
    if (k < 0) return false;
    popTo(k + 1);
    const part = stack[k]!.name;
    if (part === 'table') push('tbody');
    if (name !== 'tr' && part !== 'tr') push('tr');
    return true;
  };

  /** An HTML start tag's effect on what is open before its element goes in. */
  const closeBefore = (name: string): boolean => {
    // A list item first closes the item before it, then the paragraph around.
    if (name === 'li' || name === 'dd' || name === 'dt') {
      for (let k = stack.length - 1; k >= 0; k -= 1) {
        const open = htmlName(stack[k]);
        if (name === 'li' ? open === 'li' : open === 'dd' || open === 'dt') {
          popTo(k);
          break;
        }
        if (isSpecial(stack[k]!) && open !== 'address' && open !== 'div' && open !== 'p') break;
      }
    }
    if (CLOSES_P.has(name)) {
      const p = inScope('p', BUTTON_SCOPE);
      if (p >= 0) popTo(p);
    }
    if (HEADINGS.has(name) && HEADINGS.has(htmlName(top()))) pop();
    // The parser reopens closed formatting before looking for an open `<nobr>`, and after.
    if (name === 'nobr') reconstruct();
    if (name === 'a' || name === 'nobr') {
      const active = activeFormatting(name);
      if (active >= 0) {
        const index = stack.indexOf(formatting[active]!);
        if (index >= 0 && inScope(name, SCOPE_BOUNDARIES) === index) adopt(active);
        // Past a table, say, the earlier one stays open where it is.
        else if (index < 0 || name === 'a') formatting.splice(active, 1);
      }
    }
    if (name === 'button') {
      const button = inScope('button', SCOPE_BOUNDARIES);
      if (button >= 0) popTo(button);
    }
    if ((name === 'option' || name === 'optgroup') && htmlName(top()) === 'option') pop();
    return !TABLE_INSIDES.has(name) || tableContext(name);
  };

  /** A start tag; true when its element stays open (not void, not self-closed, not dropped). */
  const startTag = (raw: string, attributes: string, selfClosing: boolean): boolean => {
    if (inForeign()) {
      if (!BREAKOUT.has(raw)) {
        const parent = top()!;
        const space = parent.name === 'annotation-xml' && raw === 'svg' ? 'svg' : parent.foreign;
        const integration =
          space === 'svg'
            ? SVG_INTEGRATION.has(raw)
            : MATH_INTEGRATION.has(raw) ||
              (raw === 'annotation-xml' && /text\/html|application\/xhtml\+xml/i.test(attributes));
        const entry = push(raw, `${raw} ${attributes}`, space, integration);
        // The parser may read it as HTML after all (`<font color>`), where formatting repeats.
        if (FORMATTING.has(raw)) addFormatting(entry);
        if (selfClosing) pop();
        return !selfClosing;
      }
      while (inForeign()) pop();
    }
    const name = raw === 'image' ? 'img' : raw;
    const select = selectIndex();
    if (select >= 0) {
      if (name === 'option' || name === 'optgroup' || name === 'hr') {
        if (htmlName(top()) === 'option') pop();
        if (name !== 'option' && htmlName(top()) === 'optgroup') pop();
        push(name);
        if (name === 'hr') pop();
        return name !== 'hr';
      }
      if (
        name === 'input' ||
        name === 'keygen' ||
        name === 'textarea' ||
        name === 'select' ||
        (TABLE_PARTS.has(name) && selectInTable(select)) ||
        (name === 'caption' && selectInTable(select))
      ) {
        // These end the list, and (but a second `<select>`) go in after it.
        popTo(select);
        if (name === 'select') return false;
      } else if (name !== 'script' && name !== 'template') {
        // Anything else inside a list is dropped, and its text stays text.
        return false;
      }
    }
    if (raw === 'svg' || raw === 'math') {
      reconstruct();
      if (over()) return false;
      push(raw, raw, raw);
      if (selfClosing) pop();
      return !selfClosing;
    }
    if (MERGED.has(name) || !closeBefore(name)) return false;
    if (!KEEPS_FORMATTING_CLOSED.has(name)) reconstruct();
    if (over()) return false;
    const entry = push(name, `${name} ${attributes}`);
    if (FORMATTING.has(name)) addFormatting(entry);
    if (MARKERS.has(name)) {
      entry.marker = true;
      formatting.push(MARKER);
    }
    if (VOID.has(name)) pop();
    return !VOID.has(name);
  };

  const endTag = (name: string): void => {
    if (inForeign()) {
      // In SVG or MathML these two are HTML's, and end the drawing or formula first.
      if (name === 'br' || name === 'p') while (inForeign()) pop();
      // Else the nearest SVG or MathML element of that name closes, if one is before HTML.
      for (let k = stack.length - 1; k >= 0 && stack[k]!.foreign !== null; k -= 1) {
        if (stack[k]!.name === name) return popTo(k);
      }
    }
    const select = selectIndex();
    if (select >= 0) {
      if (name === 'option' || name === 'optgroup') {
        if (
          name === 'optgroup' &&
          htmlName(top()) === 'option' &&
          htmlName(stack[stack.length - 2]) === 'optgroup'
        )
          pop();
        if (htmlName(top()) === name) pop();
        return;
      }
      if (name === 'select') return popTo(select);
      if (!(TABLE_PARTS.has(name) || name === 'caption') || !selectInTable(select)) {
        if (name !== 'template') return;
      } else if (inScope(name, TABLE_SCOPE) >= 0) popTo(select);
    }
    if (MERGED.has(name)) return;
    // The parser takes a form out of the stack but leaves what is open inside it open.
    if (name === 'form') {
      if (htmlName(top()) === 'form') pop();
      return;
    }
    if (name === 'br' || (name === 'p' && inScope('p', BUTTON_SCOPE) < 0)) {
      // `</br>` is read as `<br>`, and a `</p>` without a paragraph makes an empty one.
      reconstruct();
      elements += 1;
      if (stack.length + 1 > depth) depth = stack.length + 1;
      return;
    }
    const active = FORMATTING.has(name) ? activeFormatting(name) : -1;
    if (active >= 0) {
      const index = stack.indexOf(formatting[active]!);
      if (index < 0) formatting.splice(active, 1);
      else if (inScope(name, SCOPE_BOUNDARIES) === index) adopt(active);
      return;
    }
    if (HEADINGS.has(name)) {
      for (let k = stack.length - 1; k >= 0; k -= 1) {
        if (HEADINGS.has(htmlName(stack[k]))) return popTo(k);
        if (bounds(stack[k]!, SCOPE_BOUNDARIES)) return;
      }
      return;
    }
    if (SCOPED_END.has(name)) {
      const scope = name === 'p' ? BUTTON_SCOPE : name === 'li' ? LIST_SCOPE : SCOPE_BOUNDARIES;
      const index = inScope(name, scope);
      if (index >= 0) popTo(index);
      return;
    }
    // Any other end tag closes up to its element unless a special element is in the way.
    for (let k = stack.length - 1; k >= 0; k -= 1) {
      if (htmlName(stack[k]) === name) return popTo(k);
      if (isSpecial(stack[k]!)) return;
    }
  };

  /** From after a tag's name: past its attributes to the end of the tag, or null at the end. */
  const tagEnd = (from: number): { end: number; selfClosing: boolean } | null => {
    let i = from;
    for (;;) {
      while (i < length && isSpace(html.charCodeAt(i))) i += 1;
      if (i >= length) return null;
      if (html[i] === '>') return { end: i + 1, selfClosing: false };
      if (html[i] === '/') {
        if (html[i + 1] === '>') return { end: i + 2, selfClosing: true };
        i += 1;
        continue;
      }
      // An attribute's name (its first character may be anything, `=` included) ...
      i += 1;
      while (i < length) {
        const c = html[i];
        if (c === '>' || c === '/' || c === '=' || isSpace(html.charCodeAt(i))) break;
        i += 1;
      }
      while (i < length && isSpace(html.charCodeAt(i))) i += 1;
      if (html[i] !== '=') continue;
      // ... and its value, quoted (a `>` inside it does not end the tag) or not.
      i += 1;
      while (i < length && isSpace(html.charCodeAt(i))) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        i = close + 1;
      } else {
        while (i < length && html[i] !== '>' && !isSpace(html.charCodeAt(i))) i += 1;
      }
    }
  };
  /** Where a tag's name that starts at `from` ends: at a space, `/` or `>`. */
  const nameEnd = (from: number): number => {
    let i = from;
    while (i < length && html[i] !== '>' && html[i] !== '/' && !isSpace(html.charCodeAt(i))) {
      i += 1;
    }
    return i;
  };
  /** Where raw text that starts at `from` ends: at `</name`, or the end of the HTML. */
  const rawTextEnd = (from: number, name: string): number => {
    let i = from;
    for (;;) {
      const close = html.indexOf('</', i);
      if (close < 0) return length;
      const after = close + 2 + name.length;
      const next = html.charCodeAt(after);
      if (
        html.slice(close + 2, after).toLowerCase() === name &&
        (after >= length || next === 0x3e || next === 0x2f || isSpace(next))
      ) {
        return close;
      }
      i = close + 2;
    }
  };
  // The next `-->` and `--!>` at or after where the last search began: each is searched for again
  // only once passed, so many comments cost one pass over the HTML, not one each.
  let closeAt = -1;
  let bangCloseAt = -1;
  /** Where a comment whose text starts at `from` ends (`<!-->` and `<!--->` are empty ones). */
  const commentEnd = (from: number): number => {
    if (html[from] === '>') return from + 1;
    if (html.startsWith('->', from)) return from + 2;
    if (closeAt !== length && closeAt < from) {
      closeAt = html.indexOf('-->', from);
      if (closeAt < 0) closeAt = length;
    }
    if (bangCloseAt !== length && bangCloseAt < from) {
      bangCloseAt = html.indexOf('--!>', from);
      if (bangCloseAt < 0) bangCloseAt = length;
    }
    if (closeAt <= bangCloseAt) return closeAt === length ? length : closeAt + 3;
    return bangCloseAt + 4;
  };
  /** Past the next `>` from `from` (a bogus comment, a doctype), or the end of the HTML. */
  const pastGt = (from: number): number => {
    const close = html.indexOf('>', from);
    return close < 0 ? length : close + 1;
  };

  let i = 0;
  while (i < length && !over()) {
    const lt = html.indexOf('<', i);
    // Text, spaces too, reopens the formatting elements a block closed.
    if ((lt < 0 ? length : lt) > i) reconstruct();
    if (lt < 0) break;
    i = lt + 1;
    const next = html.charCodeAt(i);
    if (next === 0x21 /* ! */) {
      i = html.startsWith('--', i + 1) ? commentEnd(i + 3) : pastGt(i);
    } else if (next === 0x3f /* ? */) {
      i = pastGt(i);
    } else if (next === 0x2f /* / */) {
      if (!isLetter(html.charCodeAt(i + 1))) {
        i = pastGt(i);
        continue;
      }
      const end = nameEnd(i + 1);
      const name = html.slice(i + 1, end).toLowerCase();
      const tag = tagEnd(end);
      // A tag the HTML ends inside is dropped, and so is everything after it.
      if (!tag) break;
      i = tag.end;
      endTag(name);
    } else if (isLetter(next)) {
      const end = nameEnd(i);
      const name = html.slice(i, end).toLowerCase();
      const tag = tagEnd(end);
      if (!tag) break;
      i = tag.end;
      const attributes = html.slice(end, tag.end - (tag.selfClosing ? 2 : 1)).trim();
      if (!startTag(name, attributes, tag.selfClosing) || top()?.foreign) continue;
      if (name === 'plaintext') break;
      if (RAW_TEXT.has(name)) i = rawTextEnd(i, name);
    } else {
      // A `<` that starts no tag is text.
      reconstruct();
    }
  }
  return { depth, elements };
}
