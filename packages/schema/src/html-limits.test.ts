import { describe, expect, it } from 'vitest';
import {
  HTML_MAX_DEPTH,
  HTML_MAX_ELEMENTS,
  HTML_MAX_LENGTH,
  htmlLimitProblem,
  measureHtml,
} from './html-limits.ts';
import { validatePage } from './validate-page.ts';
import { TEXT_HTML_MAX_LENGTH } from './block-values/text.ts';

const nested = (tag: string, depth: number) =>
  `<${tag}>`.repeat(depth) + '文字' + `</${tag}>`.repeat(depth);

const DEPTH = `HTML 嵌套过深：标签最多嵌套 ${HTML_MAX_DEPTH} 层`;
const ELEMENTS = `HTML 标签过多：最多 ${HTML_MAX_ELEMENTS} 个元素`;

describe('htmlLimitProblem', () => {
  it('accepts what marketers write: a styled table, rich text, lists and paragraphs left open', () => {
    const rows = '<tr><td><b>龙头趋势精选</b></td><td style="text-align:right">+18.6%</td></tr>';
    for (const html of [
      '',
      '<p>投资有风险，入市需谨慎</p>',
      `<div style="padding:1em"><table style="width:100%">${rows.repeat(200)}</table></div>`,
      '<p style="text-align: center"><strong><span style="color: #cf2b24">为什么选</span></strong></p>',
      '<ul>' + '<li>一条'.repeat(500) + '</ul>',
      '<p>一段'.repeat(1000),
      '<p><b>粗体没有关上</p>'.repeat(300),
      '<table>' + '<tr><td>格'.repeat(600) + '</table>',
      'x<br>'.repeat(HTML_MAX_ELEMENTS),
    ]) {
      expect(htmlLimitProblem(html), html.slice(0, 60)).toBeNull();
    }
  });

  it(`refuses nesting deeper than ${HTML_MAX_DEPTH}, saying the limit`, () => {
    expect(htmlLimitProblem(nested('div', HTML_MAX_DEPTH))).toBeNull();
    expect(htmlLimitProblem(nested('div', HTML_MAX_DEPTH + 1))).toBe(DEPTH);
    expect(htmlLimitProblem('<div>'.repeat(20_000))).toBe(DEPTH);
    expect(htmlLimitProblem(nested('span', 2_000))).toBe(DEPTH);
    // `/>` closes nothing in HTML: these nest as deep as open tags.
    expect(htmlLimitProblem('<div/>'.repeat(HTML_MAX_DEPTH + 1))).toBe(DEPTH);
  });

  it(`refuses more than ${HTML_MAX_ELEMENTS} elements, saying the limit`, () => {
    expect(htmlLimitProblem('<i>x</i>'.repeat(HTML_MAX_ELEMENTS))).toBeNull();
    expect(htmlLimitProblem('<i>x</i>'.repeat(HTML_MAX_ELEMENTS + 1))).toBe(ELEMENTS);
    expect(htmlLimitProblem('<img src="/a.png">'.repeat(HTML_MAX_ELEMENTS + 1))).toBe(ELEMENTS);
  });

  it(`refuses more than ${HTML_MAX_LENGTH} characters, or the block's own length, saying it`, () => {
    expect(htmlLimitProblem('字'.repeat(HTML_MAX_LENGTH))).toBeNull();
    expect(htmlLimitProblem('字'.repeat(HTML_MAX_LENGTH + 1))).toBe(
      `HTML 过长：最多 ${HTML_MAX_LENGTH} 个字符（现有 ${HTML_MAX_LENGTH + 1} 个）`,
    );
    expect(htmlLimitProblem('字'.repeat(11), 10)).toBe('HTML 过长：最多 10 个字符（现有 11 个）');
  });

  it('reads tags as a browser does: quoted values, comments and raw text hide nothing', () => {
    // A `>` inside a quoted value does not end the tag, so what follows is still inside it.
    expect(measureHtml('<a title="<div><div>">x</a>')).toEqual({ depth: 1, elements: 1 });
    // Tags inside comments, scripts, styles and text areas are text.
    const hidden = '<div>'.repeat(100);
    for (const html of [
      `<!--${hidden}-->`,
      `<script>${hidden}</script>`,
      `<style>${hidden}</style>`,
      `<textarea>${hidden}</textarea>`,
      `<title>${hidden}</title>`,
    ]) {
      expect(htmlLimitProblem(html), html.slice(0, 20)).toBeNull();
    }
    // ... but not once they end, nor `<!-->`, an empty comment.
    expect(htmlLimitProblem(`<!-->${hidden}-->`)).toBe(DEPTH);
    expect(htmlLimitProblem(`<script></script >${hidden}`)).toBe(DEPTH);
    // In SVG `/>` does close an element, and an HTML tag ends the drawing.
    expect(measureHtml(`<svg>${'<g/>'.repeat(100)}</svg>`)).toEqual({ depth: 2, elements: 101 });
    expect(measureHtml('<svg><g><g><p>x')).toEqual({ depth: 3, elements: 4 });
  });

  it('counts what the parser adds: the body and row of a table, formatting made again', () => {
    // Each `<table><td>` is a table, its body, a row and a cell.
    expect(measureHtml('<table><td>'.repeat(8))).toEqual({ depth: 32, elements: 32 });
    expect(htmlLimitProblem('<table><td>'.repeat(9))).toBe(DEPTH);
    // A paragraph closes the bold inside it, which the next text opens again, nested (at most
    // three alike are kept open, so this stays shallow).
    expect(measureHtml('<p><b>x</p><p>y')).toEqual({ depth: 2, elements: 4 });
    // Ever new ones do not: 40 differently styled bolds left open grow 40 deep.
    const styled = Array.from({ length: 40 }, (_, k) => `<p><b class="b${k}">x</p>`).join('');
    expect(htmlLimitProblem(styled)).toBe(DEPTH);
  });

  it('stops counting once past a limit, so a long snippet costs one pass at most', () => {
    expect(measureHtml('<div>'.repeat(20_000))).toEqual({
      depth: HTML_MAX_DEPTH + 1,
      elements: HTML_MAX_DEPTH + 1,
    });
    expect(measureHtml('<br>'.repeat(20_000)).elements).toBe(HTML_MAX_ELEMENTS + 1);
  });
});

describe('validatePage: the HTML of code and text blocks', () => {
  const page = (blocks: unknown[]) => ({
    code: 'p1',
    title: 't',
    meta: { keywords: '', description: '' },
    background: '',
    is_auto_fit: 0,
    extra: {},
    page_schema: blocks,
  });

  it('names the field and the limit passed, in Chinese', () => {
    const result = validatePage(
      page([
        { name: 'code', value: { html: '<p>好</p>' }, children: [] },
        { name: 'code', value: { html: '<div>'.repeat(20_000) }, children: [] },
        { name: 'text', value: { html: '<p>'.repeat(3_000) }, children: [] },
        { name: 'text', value: { html: 'x'.repeat(TEXT_HTML_MAX_LENGTH + 1) }, children: [] },
      ]),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      { path: 'page_schema[1].value.html', message: DEPTH },
      { path: 'page_schema[2].value.html', message: ELEMENTS },
      {
        path: 'page_schema[3].value.html',
        message: `HTML 过长：最多 ${TEXT_HTML_MAX_LENGTH} 个字符（现有 ${TEXT_HTML_MAX_LENGTH + 1} 个）`,
      },
    ]);
  });

  it('checks every A/B variant the same way', () => {
    const deep = [{ name: 'code', value: { html: nested('div', 40) }, children: [] }];
    const result = validatePage({
      ...page([]),
      variants: [
        { key: 'a', weight: 50, page_schema: [] },
        { key: 'b', weight: 50, page_schema: deep },
      ],
    });
    expect(!result.ok && result.problems).toEqual([
      { path: 'variants[1].page_schema[0].value.html', message: DEPTH },
    ]);
  });
});
