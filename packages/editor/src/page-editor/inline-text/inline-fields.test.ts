import { describe, expect, it } from 'vitest';
import { fieldAt, inlineFieldsOf, withField } from './inline-fields.ts';

describe('the fields a block lets a marketer edit on the canvas', () => {
  it('lists written fields with what they hold, nested and listed ones included, and rich text', () => {
    expect(
      inlineFieldsOf('button', { type: 'text', text: '立即领取', action: { type: 7 } }),
    ).toEqual([{ key: 'text', kind: 'line', text: '立即领取', label: '按钮文字' }]);
    expect(inlineFieldsOf('text', { html: '<p>正文</p>' })).toEqual([
      { key: 'html', kind: 'html', text: '<p>正文</p>', label: '正文' },
    ]);
    // A field with no text of its own shows the block's default: it is not offered.
    expect(inlineFieldsOf('button', { type: 'text' })).toEqual([]);
    expect(inlineFieldsOf('unknownBlock', { text: 'x' })).toEqual([]);
  });

  it('sets one field, copying only the way to it', () => {
    const value = { list: [{ text: '一' }, { text: '二' }], other: { keep: true } };
    const next = withField(value, 'list[1].text', '贰');
    expect(next).toEqual({ list: [{ text: '一' }, { text: '贰' }], other: { keep: true } });
    expect(value.list[1]!.text).toBe('二');
    expect(next.other).toBe(value.other);
    expect(withField({ texts: {} }, 'texts.show3', '开奖')).toEqual({ texts: { show3: '开奖' } });
  });

  it('finds the field an element shows by its text, or the rich text by its element', () => {
    document.body.innerHTML = `
      <div id="block"><div class="card"><h3>双11 开户礼</h3><p>新客 <b>专享</b>  福利</p></div></div>
      <div id="rich"><div class="h5-text"><p>正文 <strong>一</strong></p></div></div>`;
    const block = document.getElementById('block')!;
    const fields = [
      { key: 'title', kind: 'line' as const, text: '双11 开户礼', label: '标题' },
      { key: 'desc', kind: 'lines' as const, text: '新客 专享 福利', label: '说明' },
    ];
    const bold = block.querySelector('b')!;
    expect(fieldAt(bold, block, fields, undefined)).toEqual({
      field: fields[1],
      element: block.querySelector('p'),
    });
    expect(fieldAt(block.querySelector('h3')!, block, fields, undefined)?.field.key).toBe('title');
    expect(fieldAt(block, block, fields, undefined)).toBeNull();

    const rich = document.getElementById('rich')!;
    const html = [{ key: 'html', kind: 'html' as const, text: '<p>正文</p>', label: '正文' }];
    const element = rich.querySelector('.h5-text');
    expect(fieldAt(rich.querySelector('strong')!, rich, html, '.h5-text')?.element).toBe(element);
    // Clicked on the block itself (its contents take no pointer events on the canvas).
    expect(fieldAt(rich, rich, html, '.h5-text')?.element).toBe(element);
  });
});
