import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HTML_MAX_DEPTH,
  HTML_MAX_ELEMENTS,
  htmlLimitProblem,
  measureHtml,
} from '@h5-page/schema/html-limits';

/**
 * The schema's HTML limits are counted without a DOM (`measureHtml`). Here the count is held to
 * what a parser builds: jsdom's, the one the server's sanitizer parses with, reading the HTML as
 * DOMPurify does (the body of a standards-mode document). Tag soup is what an estimate gets
 * wrong, so the cases are generated from tags the tree rules treat specially.
 */
function built(html: string): { depth: number; elements: number } {
  const document = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html');
  let depth = 0;
  let elements = 0;
  const walk = (parent: ParentNode, level: number) => {
    for (const child of Array.from(parent.children)) {
      elements += 1;
      depth = Math.max(depth, level + 1);
      walk(child, level + 1);
      if (child instanceof HTMLTemplateElement) walk(child.content, level + 1);
    }
  };
  walk(document.body, 0);
  return { depth, elements };
}

const UNBOUNDED = { maxDepth: Infinity, maxElements: Infinity };

const TAGS = [
  ...['p', 'div', 'span', 'b', 'i', 'em', 'strong', 'u', 's', 'nobr', 'a href=x', 'font color=red'],
  ...['table', 'tbody', 'thead', 'caption', 'colgroup', 'col', 'tr', 'td', 'th'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h1', 'h2', 'pre', 'listing', 'form', 'button'],
  ...['select', 'option', 'optgroup', 'svg', 'math', 'mi', 'foreignObject', 'desc'],
  ...['br', 'img', 'hr', 'input', 'image', 'template', 'object', 'marquee', 'applet'],
  ...['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noscript', 'plaintext'],
  ...['html', 'head', 'body', 'frameset', 'center', 'blockquote', 'section', 'p/', 'div/'],
];
const piece = fc.oneof(
  fc.constantFrom(...TAGS).map((tag) => `<${tag}>`),
  fc.constantFrom(...TAGS).map((tag) => `</${tag.split(' ')[0]!.replace('/', '')}>`),
  fc.constantFrom('x', ' ', '<', '>', '"', "'", '<!--', '-->', '=', '&amp;'),
);

describe('measureHtml against a parser', () => {
  it('never counts fewer levels or elements than the parser builds from tag soup', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 120 }), (pieces) => {
        const html = pieces.join('');
        const counted = measureHtml(html, UNBOUNDED);
        const real = built(html);
        expect(counted.depth, html).toBeGreaterThanOrEqual(real.depth);
        expect(counted.elements, html).toBeGreaterThanOrEqual(real.elements);
      }),
      { numRuns: 800, seed: 20_260_301 },
    );
  });

  it('lets through no repeated pattern the parser builds past the limits from', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 2, max: 400 }),
        (pieces, times) => {
          const html = pieces.join('').repeat(times);
          if (htmlLimitProblem(html) !== null) return;
          const real = built(html);
          expect(real.depth, `${pieces.join('')} × ${times}`).toBeLessThanOrEqual(HTML_MAX_DEPTH);
          expect(real.elements, `${pieces.join('')} × ${times}`).toBeLessThanOrEqual(
            HTML_MAX_ELEMENTS,
          );
        },
      ),
      { numRuns: 400, seed: 20_260_302 },
    );
  });

  it('counts the cases the schema tests name as the parser builds them', () => {
    const styled = Array.from({ length: 40 }, (_, k) => `<p><b class="b${k}">x</p>`).join('');
    for (const html of [
      '<table><td>'.repeat(8),
      '<p><b>x</p><p>y',
      '<svg><g><g><p>x',
      `<svg>${'<g/>'.repeat(100)}</svg>`,
      '<a title="<div><div>">x</a>',
      '<p><b>粗体没有关上</p>'.repeat(300),
      styled,
    ]) {
      const counted = measureHtml(html, UNBOUNDED);
      const real = built(html);
      expect(counted, html.slice(0, 40)).toEqual(real);
    }
  });
});
