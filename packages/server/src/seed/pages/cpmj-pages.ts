import type { Block } from '@h5-page/schema/page';
import { button, copyright, empty, image } from '../blocks.ts';

/**
 * The finished 操盘秘籍 pages: the index (featured articles and the group's discussion), the
 * full list, and the detail page that shows the article its URL names.
 */

const cpmj = (view: string, title: string, extra: Record<string, unknown> = {}): Block => ({
  name: 'cpmj',
  value: { view, title, topic: 'cpmj', ...extra },
  children: [],
});

const link = (text: string, atext: string): Block =>
  button(text, { type: 7, atext, actionName: text });

const RISK: Block = {
  name: 'code',
  value: {
    html:
      '<p style="margin:12px 24px;color:#5f6672;font-size:12px;line-height:1.6">' +
      '秘籍内容为投资方法讲解与学习交流，不构成任何个股推荐或投资建议。股市有风险，投资需谨慎。</p>',
  },
  children: [],
};

export const CPMJ_PAGES: Readonly<Record<string, (code: string, alt: string) => Block[]>> = {
  '/cpmj': (code, alt) => [
    image(code, alt),
    cpmj('list', '精选秘籍', { limit: 3 }),
    link('查看全部秘籍', '/h5-page/cpmj/list'),
    cpmj('posts', '社群讨论', { limit: 4 }),
    empty(24),
    RISK,
    copyright(),
  ],
  '/cpmj/list': (code, alt) => [
    image(code, alt),
    cpmj('list', '全部秘籍', { limit: 20 }),
    link('返回秘籍首页', '/h5-page/cpmj'),
    empty(24),
    RISK,
    copyright(),
  ],
  '/cpmj/details/:name': (code, alt) => [
    image(code, alt),
    cpmj('detail', ''),
    cpmj('posts', '社群讨论', { limit: 4 }),
    link('查看全部秘籍', '/h5-page/cpmj/list'),
    empty(24),
    RISK,
    copyright(),
  ],
};
