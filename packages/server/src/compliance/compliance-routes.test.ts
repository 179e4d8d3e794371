import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Block } from '@h5-page/schema/page';
import { DEFAULT_COMPLIANCE_PHRASES } from '@h5-page/blocks/compliance/default-phrases';
import { adminApp, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInEditor } from '#test/support/signed-in-editor.ts';

/** What the checks say of a forbidden phrase at `path`. */
const forbidden = (path: string, phrase: string) =>
  expect.objectContaining({
    path,
    rule: 'forbidden-phrase',
    level: 'error',
    message: `含有禁用词「${phrase}」`,
  });

let app: FastifyInstance;
let admin: { cookie: string };
let editor: { cookie: string };
appForAll(async () => {
  app = await adminApp({ redirectAllowHosts: ['.partner.cn'] });
  admin = await signIn(app);
  editor = await signedInEditor(app, admin, 'checker', 'checker-password');
  return app;
});

interface Problem {
  path: string;
  rule: string;
  level: string;
  message: string;
  rule_id?: string;
}
interface PhraseList {
  phrases: { phrase: string; level: string }[];
  updated_by: string | null;
  allow_hosts: string[];
}

const block = (name: string, value: Record<string, unknown> = {}): Block => ({
  name,
  value,
  children: [],
});
/** The footer a selling page needs, with the company's own licence and hotline. */
const footer = block('copyright', {
  show: true,
  fxts: true,
  show3: true,
  show5: true,
  texts: { show3: '许可证编号：91440300TEST', show5: '投诉热线：95500' },
});

const saveDraft = async (code: string, blocks: Block[]) => {
  const saved = await app.inject({
    method: 'PUT',
    url: `/admin/api/pages/${code}`,
    headers: admin,
    payload: testPage(code, { page_schema: blocks }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
};
const checks = async (code: string, who = editor) => {
  const answer = await app.inject({
    method: 'GET',
    url: `/admin/api/pages/${code}/checks`,
    headers: who,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return body<{ problems: Problem[] }>(answer).response.problems;
};
const putPhrases = (who: { cookie: string }, payload: object) =>
  app.inject({ method: 'PUT', url: '/admin/api/compliance/phrases', headers: who, payload });

describe('GET /admin/api/pages/:code/checks', () => {
  it('finds forbidden phrases in spaced and full-width spellings, at their fields', async () => {
    await saveDraft('chk-phrases', [
      block('button', { text: '保本理财' }),
      block('marquee', { content: '保 本' }),
      block('text', { html: '<p>年化<b>１００％收益</b></p>' }),
    ]);
    expect(await checks('chk-phrases')).toEqual([
      forbidden('page_schema[0].value.text', '保本'),
      forbidden('page_schema[1].value.content', '保本'),
      forbidden('page_schema[2].value.html', '100%收益'),
      expect.objectContaining({ path: 'page_schema[2].value.html', rule: 'needs-notice' }),
    ]);
  });

  it('names the regulation each pack rule enforces and a compliant rewording', async () => {
    await saveDraft('chk-sources', [block('code', { html: '<div>本金无忧，年化收益 20%</div>' })]);
    expect(await checks('chk-sources')).toEqual([
      {
        path: 'page_schema[0].value.html',
        rule: 'forbidden-phrase',
        level: 'error',
        message: '含有禁用词「本金无忧」',
        rule_id: 'pbc-316/guaranteed-return',
        title: '明示或暗示保本、无风险或保收益',
        source: expect.stringContaining('银发〔2019〕316号'),
        suggestion: expect.stringContaining('投资有风险'),
      },
      {
        path: 'page_schema[0].value.html',
        rule: 'needs-notice',
        level: 'error',
        message: '含有「年化收益20%」，须在本组件或相邻组件中注明过往业绩不代表未来表现',
        rule_id: 'fund-promotion/past-performance',
        title: '收益或业绩数字未附过往业绩声明',
        source: expect.stringContaining('《证券投资基金销售管理办法》'),
        suggestion: expect.stringContaining('过往业绩不代表未来表现'),
      },
    ]);
  });

  it('asks a product page for the risk disclosure, and names the sample licence', async () => {
    await saveDraft('chk-product', [block('productCard', { topic: 'jjfz' })]);
    expect(await checks('chk-product')).toEqual([
      {
        path: 'page_schema[0]',
        rule: 'risk-disclosure',
        level: 'error',
        message:
          '页面含有产品/支付/留资类组件（产品卡片），须在页面中显示「版权及风险提示」组件并打开风险提示',
      },
    ]);
    await saveDraft('chk-licence', [
      block('productCard', { topic: 'jjfz' }),
      block('copyright', { show: true, fxts: true, show3: true }),
    ]);
    expect(await checks('chk-licence')).toEqual([
      {
        path: 'page_schema[1].value.texts.show3',
        rule: 'placeholder',
        level: 'error',
        message: '许可证编号（资质说明）仍是示例内容，请填写公司自己的',
      },
    ]);
  });

  it('flags a link to a host outside the allow-list and passes allowed ones', async () => {
    await saveDraft('chk-links', [
      block('button', { text: '去看看', action: { type: 7, atext: 'https://evil.example/x' } }),
      block('button', { text: '合作方', action: { type: 7, atext: 'https://m.partner.cn/x' } }),
      footer,
    ]);
    expect(await checks('chk-links')).toEqual([
      {
        path: 'page_schema[0].value.action',
        rule: 'external-link',
        level: 'error',
        message: '链接「https://evil.example/x」不是本站或允许的域名，访客无法打开',
      },
    ]);
  });

  it('answers 404 PAGE_NOT_FOUND for an unknown page and 401 without a session', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/admin/api/pages/chk-nothing/checks',
      headers: editor,
    });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).code).toBe('PAGE_NOT_FOUND');
    const anonymous = await app.inject({
      method: 'GET',
      url: '/admin/api/pages/chk-product/checks',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the phrase list', () => {
  it('is the default list until an admin edits it, for every editor to read', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/admin/api/compliance/phrases',
      headers: editor,
    });
    expect(answer.statusCode).toBe(200);
    expect(body<PhraseList>(answer).response).toMatchObject({
      phrases: DEFAULT_COMPLIANCE_PHRASES,
      updated_by: null,
      allow_hosts: ['.partner.cn'],
    });
  });

  it('refuses a non-admin and bad lists, naming what is wrong', async () => {
    const refused = await putPhrases(editor, { phrases: [{ phrase: '内幕', level: 'error' }] });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe('需要管理员权限才能编辑合规词库');
    const bad: [object, string][] = [
      [{ phrases: [{ phrase: '  ', level: 'error' }] }, '参数 phrases[0].phrase 不能为空'],
      [
        { phrases: [{ phrase: '保本', level: 'fatal' }] },
        '参数 phrases[0].level 只能是 error、warning',
      ],
      [
        { phrases: [{ phrase: '保'.repeat(51), level: 'error' }] },
        '参数 phrases[0].phrase 不能超过 50 个字符',
      ],
      [
        {
          phrases: [
            { phrase: '保本', level: 'error' },
            { phrase: '保 本', level: 'warning' },
          ],
        },
        '参数 phrases[1].phrase 与 phrases[0]「保本」重复（忽略空格、全角和大小写后相同）',
      ],
      [
        { phrases: Array.from({ length: 501 }, (_, i) => ({ phrase: `词${i}`, level: 'error' })) },
        '参数 phrases 最多 500 项',
      ],
      [{}, '参数 phrases 不能为空'],
    ];
    for (const [payload, msg] of bad) {
      const answer = await putPhrases(admin, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(body(answer).msg).toBe(msg);
    }
  });

  it('changes the checks once an admin saves it: entries removed and added', async () => {
    await saveDraft('chk-edit', [
      block('button', { text: '内幕消息，保本' }),
      block('marquee', { content: '牛股' }),
    ]);
    expect((await checks('chk-edit')).map((p) => p.message)).toEqual([
      '含有禁用词「保本」',
      '含有禁用词「内幕」',
    ]);
    const saved = await putPhrases(admin, {
      phrases: [
        { phrase: ' 牛 股 ', level: 'warning' },
        { phrase: '保本', level: 'error' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<PhraseList>(saved).response).toMatchObject({
      phrases: [
        { phrase: '牛 股', level: 'warning' },
        { phrase: '保本', level: 'error' },
      ],
      updated_by: 'admin',
    });
    expect((await checks('chk-edit')).map((p) => [p.path, p.level, p.message])).toEqual([
      ['page_schema[0].value.text', 'error', '含有禁用词「保本」'],
      ['page_schema[0].value.text', 'error', '含有禁用词「内幕」'],
      ['page_schema[1].value.content', 'warning', '含有慎用词「牛 股」，请确认表述合规'],
    ]);
    // An empty list is kept as empty: the defaults do not come back, and the rule packs, which
    // the list does not hold, still apply.
    expect((await putPhrases(admin, { phrases: [] })).statusCode).toBe(200);
    expect((await checks('chk-edit')).map((p) => p.rule_id)).toEqual([
      'pbc-316/guaranteed-return',
      'csrc-advisor/insider',
    ]);
  });
});
