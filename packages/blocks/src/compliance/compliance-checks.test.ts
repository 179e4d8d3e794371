import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../block-definitions.ts';
import { COPYRIGHT_COLOURS } from '../shared/copyright-texts.ts';
import { complianceChecks } from './compliance-checks.ts';
import { DEFAULT_COMPLIANCE_PHRASES } from './default-phrases.ts';
import { htmlText } from './html-text.ts';
import { normalisePhrase } from './normalise-phrase.ts';

/** What the checks say of a forbidden phrase at `path`. */
const forbidden = (path: string, phrase: string) =>
  expect.objectContaining({
    path,
    rule: 'forbidden-phrase',
    level: 'error',
    message: `含有禁用词「${phrase}」`,
  });

const phrases = DEFAULT_COMPLIANCE_PHRASES;
const block = (name: string, value: Record<string, unknown> = {}, children: unknown[] = []) => ({
  name,
  value,
  children,
});
/** A footer as it must be: risk notice and copyright line on, the company's own licence and line. */
const footer = block('copyright', {
  show: true,
  fxts: true,
  show3: true,
  show5: true,
  texts: { show3: '许可证编号：91440300TEST', show5: '热线：95500' },
});
const pageOf = (...page_schema: unknown[]) => ({
  code: 'p',
  title: '页面',
  meta: { keywords: '', description: '' },
  page_schema,
});
const checks = (page: unknown, allowHosts: string[] = []) =>
  complianceChecks(page, { phrases, allowHosts });

describe('normalisePhrase', () => {
  it('drops every space, reads full-width characters as ASCII and lowers the case', () => {
    expect(normalisePhrase('保 本')).toBe('保本');
    expect(normalisePhrase('保\u3000本\u200b')).toBe('保本');
    expect(normalisePhrase('１００％ 收益')).toBe('100%收益');
    expect(normalisePhrase('ＡＢＣ')).toBe('abc');
  });
});

describe('htmlText', () => {
  it('drops tags without a gap, and scripts, styles and comments with their content', () => {
    expect(
      htmlText(
        '<p>保<b>本</b></p><script>x="稳赚"</script><!-- 包赚 --><style>a{}</style>&#20445;&nbsp;',
      ),
    ).toBe('保本保 ');
  });
});

describe('forbidden phrases', () => {
  it('finds a phrase in spaced, full-width and marked-up variants, at the field', () => {
    const page = pageOf(
      block('button', { text: '保 本理财' }),
      block('marquee', { content: '年化１００％收益' }),
      block('text', { html: '<p>稳<strong>赚</strong>不赔</p>' }),
      block('popup', { id: 'p' }, [block('retainPopup', { title: '零 风 险' })]),
    );
    const found = checks(page).filter((p) => p.rule === 'forbidden-phrase');
    expect(found).toEqual([
      forbidden('page_schema[0].value.text', '保本'),
      forbidden('page_schema[1].value.content', '100%收益'),
      forbidden('page_schema[2].value.html', '稳赚不赔'),
      forbidden('page_schema[3].children[0].value.title', '零风险'),
    ]);
  });

  it('checks the title, meta and share card, and says a warning phrase is a 慎用词', () => {
    const page = { ...pageOf(), title: '收益翻倍', share: { title: '内幕', desc: '', image: '' } };
    expect(checks(page).map((p) => [p.path, p.level, p.message])).toEqual([
      ['title', 'warning', '含有慎用词「翻倍」，请确认表述合规'],
      ['share.title', 'error', '含有禁用词「内幕」'],
    ]);
  });

  it('leaves ids, action parameters, URLs and a denied phrase alone', () => {
    const page = pageOf(
      block('button', {
        text: '投顾服务不承诺收益，本产品不保本',
        uploadId: '保本',
        action: { type: 7, atext: '/h5-page/h5/保本', actionName: '稳赚' },
      }),
      block('image', { url: '/media/保本.png', alt: '' }),
    );
    expect(checks(page)).toEqual([]);
  });

  it('follows the list it is given: entries removed are no longer found', () => {
    const page = pageOf(block('button', { text: '限时抢购' }));
    expect(complianceChecks(page, { phrases: [] })).toEqual([]);
    expect(
      complianceChecks(page, { phrases: [{ phrase: '抢 购', level: 'warning' }] }).map(
        (p) => p.level,
      ),
    ).toEqual(['warning']);
  });
});

describe('risk disclosure', () => {
  const problemsOf = (...blocks: unknown[]) =>
    checks(pageOf(...blocks)).filter((p) => p.rule === 'risk-disclosure');

  it('asks a page with a product, pay, lead or account block for the footer', () => {
    for (const name of ['productCard', 'payButton', 'leadForm', 'brokerage', 'simTrading']) {
      expect(problemsOf(block('image', { url: '/a.png' }), block(name))).toEqual([
        {
          path: 'page_schema[1]',
          rule: 'risk-disclosure',
          level: 'error',
          message: expect.stringContaining('页面含有产品/支付/留资类组件（') as unknown as string,
        },
      ]);
    }
    expect(problemsOf(block('leadForm'))[0]?.message).toBe(
      '页面含有产品/支付/留资类组件（留资表单），须在页面中显示「版权及风险提示」组件并打开风险提示',
    );
  });

  it('counts a pay button action, and a footer inside a popup does not count', () => {
    const pay = block('button', { text: '购买', action: { type: 4 } });
    expect(problemsOf(pay, block('popup', { id: 'p' }, [footer]))[0]?.message).toContain(
      '（弹窗中的「版权及风险提示」不算）',
    );
    expect(problemsOf(pay, footer)).toEqual([]);
    expect(problemsOf(block('scrollView', {}, [pay]), footer)).toEqual([]);
    expect(problemsOf(block('button', { action: { type: 7, atext: '/a' } }))).toEqual([]);
  });

  it('names the footer flag that is off', () => {
    const off = block('copyright', { ...footer.value, fxts: false });
    expect(problemsOf(block('productCard'), off)).toEqual([
      {
        path: 'page_schema[1].value.fxts',
        rule: 'risk-disclosure',
        level: 'error',
        message: '页面含有产品/支付/留资类组件，「版权及风险提示」须打开「风险提示」',
      },
    ]);
  });

  it('keeps the footer readable: no type under 24 design px (12 px on a 375-px phone)', () => {
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../copyright/copyright.css'),
      'utf8',
    );
    const sizes = [...css.matchAll(/font-size:\s*(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(24);
    expect(css).not.toMatch(/font-size:(?!\s*\d+(?:\.\d+)?px)/);
  });
});

describe('the disclosure’s contrast', () => {
  const selling = (background: string) => ({
    ...pageOf(block('productCard', { topic: 'jjfz' }), footer),
    background,
  });
  const contrastOf = (background: string) =>
    checks(selling(background)).filter((p) => p.path === 'background');

  it('reads the footer’s colours from its stylesheet', () => {
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../copyright/copyright.css'),
      'utf8',
    );
    const colours = [...css.matchAll(/(?:^|\s)(color|background):\s*([^;]+);/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(new Set(colours)).toEqual(
      new Set([
        `color ${COPYRIGHT_COLOURS.text}`,
        `color ${COPYRIGHT_COLOURS.heading}`,
        `background ${COPYRIGHT_COLOURS.riskBox}`,
      ]),
    );
  });

  it('passes the visitor app’s white and light backgrounds', () => {
    expect(contrastOf('')).toEqual([]);
    expect(contrastOf('#f5f5f5')).toEqual([]);
    expect(contrastOf('rgba(200, 0, 0, 0.05)')).toEqual([]);
  });

  it('refuses a background the grey type cannot be read on, at the page’s background field', () => {
    expect(contrastOf('#c81e1e')).toEqual([
      {
        path: 'background',
        rule: 'risk-disclosure',
        level: 'error',
        message:
          '「版权及风险提示」的文字与页面背景对比度为 1.0:1，低于 4.5:1，风险提示看不清；请改用更浅的背景色',
      },
    ]);
    expect(contrastOf('hsl(0, 0%, 70%)').map((p) => p.level)).toEqual(['error']);
    expect(contrastOf('navy').map((p) => p.level)).toEqual(['error']);
  });

  it('asks for a look where it cannot tell: a picture, a colour it does not know', () => {
    expect(contrastOf('/media/bg.png').map((p) => [p.level, p.message])).toEqual([
      ['warning', '页面背景为图片，请确认「版权及风险提示」处的文字与背景对比度不低于 4.5:1'],
    ]);
    expect(contrastOf('rebeccapurple').map((p) => p.level)).toEqual(['warning']);
  });

  it('leaves a page that sells nothing alone, whatever its background', () => {
    expect(
      checks({ ...pageOf(block('text', { html: '<p>讲座</p>' })), background: '#000' }),
    ).toEqual([]);
  });
});

describe('a video on a page that sells', () => {
  const video = (value: Record<string, unknown> = {}) =>
    block('video', { video: '/media/live.mp4', ...value });
  const captionProblems = (...blocks: unknown[]) =>
    checks(pageOf(...blocks, footer))
      .filter((p) => p.path.includes('riskCaption'))
      .map((p) => [p.path, p.message]);

  it('needs a risk caption shown at its start for at least five seconds', () => {
    expect(captionProblems(block('payButton'), video())).toEqual([
      [
        'page_schema[1].value.riskCaption',
        '页面含有产品/支付/留资类组件，视频须在播放开始时显示风险提示字幕（不少于 5 秒）',
      ],
    ]);
    expect(captionProblems(block('payButton'), video({ riskCaption: '欢迎观看' }))).toEqual([
      [
        'page_schema[1].value.riskCaption',
        '风险提示字幕须写明投资风险，如「投资有风险，入市需谨慎」',
      ],
    ]);
    expect(
      captionProblems(
        block('payButton'),
        video({ riskCaption: '投资有风险', riskCaptionSeconds: 3 }),
      ),
    ).toEqual([['page_schema[1].value.riskCaptionSeconds', '风险提示字幕须显示不少于 5 秒']]);
    expect(
      captionProblems(
        block('payButton'),
        video({ riskCaption: '投资有风险', riskCaptionSeconds: 5 }),
      ),
    ).toEqual([]);
  });

  it('asks nothing of a video on a page that sells nothing', () => {
    expect(captionProblems(video())).toEqual([]);
  });

  it('checks the caption’s words like any text', () => {
    const problems = checks(pageOf(video({ riskCaption: '投资有风险，跟投保本' })));
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      ['page_schema[0].value.riskCaption', '含有禁用词「保本」'],
    ]);
  });
});

describe('placeholders', () => {
  it('makes the sample licence and hotline errors and other stand-ins warnings', () => {
    const page = pageOf(
      block('copyright', { show: true, fxts: true, show3: true, show5: true }),
      block('marquee', { ...blockDefinitions.marquee.defaultValue }),
    );
    expect(checks(page).map((p) => [p.path, p.rule, p.level])).toEqual([
      ['page_schema[0].value.texts.show3', 'placeholder', 'error'],
      ['page_schema[0].value.texts.show5', 'placeholder', 'error'],
      ['page_schema[1].value.content', 'placeholder', 'warning'],
    ]);
  });

  it('makes an empty callback note of a lead form an error at its field', () => {
    const page = pageOf(block('leadForm', { versionId: 276 }), footer);
    expect(checks(page)).toEqual([
      {
        path: 'page_schema[0].value.callbackNote',
        rule: 'placeholder',
        level: 'error',
        message: '回访提示仍是示例内容，请填写公司自己的',
      },
    ]);
    const own = block('leadForm', { versionId: 276, callbackNote: '回访电话以 020 开头' });
    expect(checks(pageOf(own, footer))).toEqual([]);
  });
});

describe('external links', () => {
  it('flags links of actions, link fields and markup outside this site and the allowed hosts', () => {
    const page = pageOf(
      block('button', { text: '去', action: { type: 7, atext: 'https://evil.example/x' } }),
      block('button', { text: '站内', action: { type: 7, atext: '/h5-page/h5/a' } }),
      block('button', { text: '允许', action: { type: 7, atext: 'https://m.partner.cn/a' } }),
      block('swiper', { list: [{ url: '/a.png', action: { type: 7, url: '//evil.example' } }] }),
      block('retainPopup', { button1_url: 'http://other.example' }),
      block('code', {
        html: '<a href="tel:95500">电话</a><a href="#top">顶部</a><a href=\'https://evil.example/c\'>c</a>',
      }),
      block('text', { html: '<p><a href="javascript:alert(1)">x</a></p>' }),
    );
    expect(checks(page, ['.partner.cn']).map((p) => [p.path, p.rule, p.level, p.message])).toEqual([
      [
        'page_schema[0].value.action',
        'external-link',
        'error',
        '链接「https://evil.example/x」不是本站或允许的域名，访客无法打开',
      ],
      [
        'page_schema[3].value.list[0].action',
        'external-link',
        'error',
        '链接「//evil.example」不是本站或允许的域名，访客无法打开',
      ],
      [
        'page_schema[4].value.button1_url',
        'external-link',
        'error',
        '链接「http://other.example」不是本站或允许的域名，访客无法打开',
      ],
      [
        'page_schema[5].value.html',
        'external-link',
        'error',
        '链接「https://evil.example/c」不是本站或允许的域名，访客无法打开',
      ],
      [
        'page_schema[6].value.html',
        'external-link',
        'error',
        '链接「javascript:alert(1)」不是本站或允许的域名，访客无法打开',
      ],
    ]);
  });

  it('reads a draft that does not validate without throwing', () => {
    expect(checks(null)).toEqual([]);
    expect(checks({ page_schema: [null, 3, { name: 'button', value: null }] })).toEqual([]);
  });
});

describe('the ended page', () => {
  it('is checked like the page: its notice’s phrases and its link or redirect, at their paths', () => {
    const notice = {
      ...pageOf(footer),
      after_end: {
        kind: 'notice',
        message: '保本保收益，稳赚不赔！',
        link_text: '稳赚不赔',
        link_url: 'https://evil.example/next',
      },
    };
    expect(checks(notice).map((p) => [p.path, p.rule, p.level])).toEqual(
      expect.arrayContaining([
        ['after_end.message', 'forbidden-phrase', 'error'],
        ['after_end.link_text', 'forbidden-phrase', 'error'],
        ['after_end.link_url', 'external-link', 'error'],
      ]),
    );
    expect(checks(notice)).toContainEqual(forbidden('after_end.message', '保本'));
    const redirect = { ...pageOf(footer), after_end: { kind: 'redirect', url: '//evil.example' } };
    expect(checks(redirect).map((p) => [p.path, p.rule])).toEqual([
      ['after_end.url', 'external-link'],
    ]);
    const allowed = { ...pageOf(footer), after_end: { kind: 'redirect', url: '/h5-page/h5/next' } };
    expect(checks(allowed)).toEqual([]);
  });
});
