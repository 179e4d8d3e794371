import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { Document } from '@tiptap/extension-document';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Text } from '@tiptap/extension-text';
import { Bold } from '@tiptap/extension-bold';
import { TextStyle, declared } from './text-style-mark.ts';
import { linkTarget } from './link-target.ts';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** The colour and size of each span of an editor's HTML, as a browser reads them. */
function spans(html: string): { text: string; color: string; fontSize: string }[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  return Array.from(box.querySelectorAll('span'), (span) => ({
    text: span.textContent ?? '',
    color: span.style.color,
    fontSize: span.style.fontSize,
  }));
}

function editing(content: string): Editor {
  editor = new Editor({ extensions: [Document, Paragraph, Text, Bold, TextStyle], content });
  return editor;
}

describe('the text style mark (colour and size)', () => {
  it('reads and writes colour and size as the text block keeps them', () => {
    const html = '<p>新春<span style="color: #cf2b24; font-size: 1.25em">5 折</span></p>';
    expect(spans(editing(html).getHTML())).toEqual([
      { text: '5 折', color: 'rgb(207, 43, 36)', fontSize: '1.25em' },
    ]);
  });

  it('sets a colour and a size on the selection, each kept beside the other', () => {
    const text = editing('<p>限时福利</p>');
    text
      .chain()
      .setTextSelection({ from: 1, to: 3 })
      .setMark('textStyle', { color: '#1f5fd6' })
      .run();
    text
      .chain()
      .setTextSelection({ from: 1, to: 3 })
      .setMark('textStyle', { fontSize: '2em' })
      .run();
    expect(spans(text.getHTML())).toEqual([
      { text: '限时', color: 'rgb(31, 95, 214)', fontSize: '2em' },
    ]);
    text.chain().setTextSelection({ from: 1, to: 3 }).setMark('textStyle', { color: null }).run();
    expect(spans(text.getHTML())).toEqual([{ text: '限时', color: '', fontSize: '2em' }]);
  });

  it('leaves a span without colour or size to its text', () => {
    expect(editing('<p><span class="x">普通</span></p>').getHTML()).toBe('<p>普通</p>');
  });

  it('reads one declaration of a style', () => {
    expect(declared('font-size:0.85em; COLOR : rgb(1, 2, 3)', 'color')).toBe('rgb(1, 2, 3)');
    expect(declared('color:', 'color')).toBeNull();
    expect(declared(null, 'color')).toBeNull();
  });
});

describe('linkTarget', () => {
  const origin = 'https://admin.niu8.example';
  it('keeps a link to this site as its path, another http(s) URL whole', () => {
    expect(linkTarget('https://admin.niu8.example/h5-page/course?tab=live', origin)).toBe(
      '/h5-page/course?tab=live',
    );
    expect(linkTarget(' /h5-page/h5/demo ', origin)).toBe('/h5-page/h5/demo');
    expect(linkTarget('https://m.niu8.example/open', origin)).toBe('https://m.niu8.example/open');
  });

  it('refuses what is no web address', () => {
    expect(linkTarget('javascript:alert(1)', origin)).toBeNull();
    expect(linkTarget('tel:95500', origin)).toBeNull();
    expect(linkTarget('', origin)).toBeNull();
  });
});
