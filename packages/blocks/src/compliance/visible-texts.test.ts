import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../block-definitions.ts';
import type { BlockField } from '../block-definition.ts';
import { visibleTexts } from './visible-texts.ts';
import { VISIBLE_TEXT_FIELDS } from './visible-text-fields.ts';

/** Text fields visitors never read: ids, codes, parameters, URLs, spacing. */
const HIDDEN_TEXT_FIELDS: Record<string, string[]> = {
  notice: ['id'],
  button: [
    'action.actionName',
    'action.pageParam',
    'action.appPageParam',
    'action.popupId',
    'action.atext',
    'action.codeId',
    'action.api',
    'action.niuniuCodeId',
    'action.stateCodeId',
    'action.groupId',
    'action.activeType',
    'uploadId',
  ],
  payButton: ['mark'],
  progress: ['id'],
  number: ['id'],
  qrcode: ['codeId', 'stateCode'],
  popup: ['id'],
  retainPopup: ['button1_url'],
  scrollView: ['style.padding'],
  suspension: ['style.padding'],
  leadForm: ['downloadUrl', 'cpsId'],
  tourMap: ['tour'],
  tourSpeeches: ['tour'],
  tourComments: ['tour'],
  tourPosters: ['tour'],
  inviteHome: ['registerUrl'],
  inviteRegister: ['successUrl'],
  inviteSuccess: ['registerUrl', 'homeUrl'],
  couponCard: ['batch'],
  renewalPanel: ['salePage'],
  brokerage: ['openBrokerageType'],
  cpmj: ['category', 'topic'],
  productCard: ['topic', 'codes', 'rules'],
  course: ['category'],
};

const TEXT_TYPES = new Set(['text', 'textarea', 'html', 'richtext']);

/** Every text-like leaf field of a definition, keyed as `fieldsOf` takes them. */
function textFields(fields: Record<string, BlockField | undefined>, at = ''): string[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if (!field) return [];
    const path = `${at}${key}`;
    if (field.type === 'object' || field.type === 'action')
      return textFields(field.objectFields, `${path}.`);
    if (field.type === 'array') return textFields(field.arrayFields, `${path}[].`);
    return TEXT_TYPES.has(field.type) ? [path] : [];
  });
}

describe('visible text fields', () => {
  it('classifies every text field of every block as visible or hidden, and names only real ones', () => {
    for (const [name, definition] of Object.entries(blockDefinitions)) {
      const all = textFields(definition.fields as Record<string, BlockField>).sort();
      const visible = (VISIBLE_TEXT_FIELDS[name as keyof typeof VISIBLE_TEXT_FIELDS] ?? []).map(
        (field) => field.key,
      );
      const hidden = HIDDEN_TEXT_FIELDS[name] ?? [];
      expect([...visible, ...hidden].sort(), name).toEqual(all);
    }
  });

  it('reads the page texts, block texts, alt texts, rich text without tags and popup children', () => {
    const page = {
      title: '标题',
      meta: { keywords: '关键词', description: '描述' },
      share: { title: '分享标题', desc: '分享描述', image: '/a.png' },
      page_schema: [
        {
          name: 'button',
          value: {
            text: '按钮',
            uploadId: 'u1',
            image: { url: 'https://x/a.png', alt: '图' },
            action: { type: 7, atext: 'https://保本.example', actionName: '保本' },
          },
          children: [],
        },
        { name: 'text', value: { html: '<p>保<b>本</b>&amp;</p>' }, children: [] },
        {
          name: 'popup',
          value: { id: 'p1' },
          children: [{ name: 'marquee', value: { content: '弹窗里' }, children: [] }],
        },
        {
          name: 'button',
          value: { text: '外' },
          children: [{ name: 'marquee', value: { content: '不渲染' }, children: [] }],
        },
        {
          name: 'notice',
          value: { id: 'n', list: [{ text: '一' }, { text: '  ' }] },
          children: [],
        },
        { name: 'mystery', value: { text: '未知' }, children: [] },
      ],
    };
    expect(visibleTexts(page)).toEqual([
      { path: 'title', text: '标题' },
      { path: 'meta.keywords', text: '关键词' },
      { path: 'meta.description', text: '描述' },
      { path: 'share.title', text: '分享标题' },
      { path: 'share.desc', text: '分享描述' },
      { path: 'page_schema[0].value.text', text: '按钮' },
      { path: 'page_schema[0].value.image.alt', text: '图' },
      { path: 'page_schema[1].value.html', text: '保本&' },
      { path: 'page_schema[2].children[0].value.content', text: '弹窗里' },
      { path: 'page_schema[3].value.text', text: '外' },
      { path: 'page_schema[4].value.list[0].text', text: '一' },
    ]);
  });
});
