import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeHtml as sanitizeInBrowser } from './sanitize-browser.ts';
import { sanitizeHtml as sanitizeOnServer } from './sanitize-server.ts';
import { isSafeInlineStyle } from './sanitize-config.ts';

const SANITIZERS = [
  ['server (DOMPurify over jsdom)', sanitizeOnServer],
  ['browser (DOMPurify over the window)', sanitizeInBrowser],
] as const;

/** Classic XSS payloads (OWASP filter evasion cheat sheet style). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.test/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="#" target="evil" onclick="alert(1)">x</a>',
  '<iframe src=javascript:alert(1)></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action=javascript:alert(1)><input type=submit></form>',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<isindex action=javascript:alert(1) type=image>',
  '<input autofocus onfocus=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="background:url(&quot;javascript:alert(1)&quot;)">x</div>',
  '<div style="background:url(java\\73 cript:alert(1))">x</div>',
  '<div style="background-image:url(\'vbscript:msgbox(1)\')">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<img src="x" style="x:expr/**/ession(alert(1))">',
  '<div style="behavior:url(x.htc)">x</div>',
  '<div style="-moz-binding:url(https://xss.test/x.xml#xss)">x</div>',
  '<style>@import "javascript:alert(1)";</style><p>x</p>',
  '<style><img src=x onerror=alert(1)></style>',
  '</style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table><td background="javascript:alert(1)">x</td></table>',
  '<scr<script>ipt>alert(1)</script>',
  '<<SCRIPT>alert(1)//<</SCRIPT>',
  '<img """><script>alert(1)</script>">',
  '<img src=`javascript:alert(1)`>',
  '<a href="https://ok.test" onmouseover="alert(1)">x</a>',
  '<div id="x" onpointerenter=alert(1)>x</div>',
];

const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'background',
  'poster',
  'cite',
];
const FORBIDDEN_ELEMENTS =
  'script, style, iframe, frame, frameset, object, embed, applet, form, input, textarea, select, meta, base, link, template, noscript, svg, math';

/** Everything in sanitized HTML that could run script once it is in the page. */
function executable(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('<script');
  if (/<[^>]*\son\w+\s*=/i.test(html)) found.push('on*= in a tag');
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll(FORBIDDEN_ELEMENTS))) {
    found.push(`<${element.localName}>`);
  }
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const compact = attribute.value
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) =>
          String.fromCodePoint(Number.parseInt(hex, 16)),
        )
        // eslint-disable-next-line no-control-regex
        .replace(/[\s\u0000-\u001f`'"]+/g, '')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${name} on <${element.localName}>`);
      if (name === 'srcdoc' || name === 'formaction') found.push(name);
      if (
        URL_ATTRIBUTES.includes(name) &&
        /^(?:javascript|vbscript|data:text|data:image\/svg)/.test(compact)
      ) {
        found.push(`${name}=${attribute.value}`);
      }
      if (
        name === 'style' &&
        /javascript:|vbscript:|expression\(|behavior|binding|@import/.test(compact)
      ) {
        found.push(`style=${attribute.value}`);
      }
      if (name === 'target' && element.getAttribute('rel') !== 'noopener noreferrer') {
        found.push('target without rel=noopener');
      }
    }
  }
  return found;
}

describe('the executable-content detector of these tests', () => {
  it.each(PAYLOADS)('finds something executable in the raw payload %s', (payload) => {
    expect(executable(payload)).not.toEqual([]);
  });
});

describe.each(SANITIZERS)('code sanitizer: %s', (_name, sanitize) => {
  it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const clean = sanitize(payload);
    expect(executable(clean)).toEqual([]);
  });

  it('keeps ordinary markup: text, emphasis, inline styles, lists and tables', () => {
    const html =
      '<p style="color: red; font-size: 1.2em">投顾策略 <b>5 折</b> <i>限时</i> <span>抢</span></p>' +
      '<ul><li>一</li><li>二</li></ul>' +
      '<table><tbody><tr><td>策略</td><td>+18.6%</td></tr></tbody></table>';
    expect(sanitize(html)).toBe(html);
  });

  it('keeps images with http(s) and relative sources, and safe background images', () => {
    const html =
      '<img src="https://cdn.example.com/a.png" alt="横幅">' +
      '<img src="/seed-assets/demo.svg" alt="">' +
      '<div style="background: url(https://cdn.example.com/bg.png) no-repeat">x</div>';
    expect(sanitize(html)).toBe(html);
  });

  it('keeps http(s) links, adding rel="noopener noreferrer"; keeps a known target', () => {
    expect(sanitize('<a href="https://www.example.com/a" target="_blank">开户</a>')).toBe(
      '<a href="https://www.example.com/a" target="_blank" rel="noopener noreferrer">开户</a>',
    );
    expect(sanitize('<a href="/h5-page/course">课程</a>')).toBe(
      '<a href="/h5-page/course" rel="noopener noreferrer">课程</a>',
    );
    expect(sanitize('<a href="tel:02000000000">电话</a>')).toContain('href="tel:02000000000"');
  });

  it('removes a javascript: link but keeps its text', () => {
    expect(sanitize('<a href="javascript:alert(1)">点我</a>')).toBe('<a>点我</a>');
  });

  it('prefixes id and name, and fragment links with them, so content cannot clobber the page', () => {
    const attack =
      '<div id="__H5_DATA__">{"config":{"apiBase":"http://other.example"}}</div>' +
      '<img name="getElementById" src="/a.png"><a name="root" href="#top">回到顶部</a>';
    const clean = sanitize(attack);
    expect(clean).toContain('id="user-content-__H5_DATA__"');
    expect(clean).toContain('name="user-content-getElementById"');
    expect(clean).toContain('href="#user-content-top"');
    expect(clean).not.toMatch(/\s(?:id|name)="(?!user-content-)/);
    expect(sanitize(clean)).toBe(clean);
  });

  it('drops a style that pins an element over the page (position fixed or sticky)', () => {
    expect(
      sanitize(
        '<a href="https://evil.example/" style="position:fixed;inset:0;z-index:9999">领取</a>',
      ),
    ).toBe('<a href="https://evil.example/" rel="noopener noreferrer">领取</a>');
    expect(sanitize('<div style="POSITION : Sticky; top: 0">x</div>')).toBe('<div>x</div>');
    expect(sanitize('<div style="position: relative; top: 2px">x</div>')).toBe(
      '<div style="position: relative; top: 2px">x</div>',
    );
  });

  it('takes nothing from a non-string', () => {
    expect(sanitize(undefined as unknown as string)).toBe('');
  });

  it('is stable: sanitized output sanitized again is the same, and never executable (fast-check)', () => {
    const fragment = fc.oneof(
      fc.constantFrom(
        '<p>',
        '</p>',
        '<b>',
        '</b>',
        '<a href="https://ok.test">',
        '<a href="javascript:alert(1)">',
        '</a>',
        '<img src=x onerror=alert(1)>',
        '<img src="/a.png">',
        '<svg>',
        '</svg>',
        '<math>',
        '<mtext>',
        '<mglyph>',
        '<table>',
        '<td>',
        '<style>',
        '</style>',
        '<script>',
        '</script>',
        '<noscript>',
        '</noscript>',
        '<form>',
        '</form>',
        '<iframe srcdoc="<script>alert(1)</script>">',
        ' onerror=alert(1)',
        ' onload="alert(1)"',
        '<div style="background:url(javascript:alert(1))">',
        '<div style="color:red">',
        '</div>',
        '<!--',
        '-->',
        '"',
        "'",
        '<',
        '>',
        '=',
        '&#106;',
        'javascript:',
        '<template>',
        '<select>',
        '<option>',
        '<title>',
      ),
      fc.string({ maxLength: 8 }),
    );
    const html = fc.array(fragment, { maxLength: 16 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(html, (input) => {
        const once = sanitize(input);
        expect(sanitize(once)).toBe(once);
        expect(once).not.toMatch(/<script/i);
        expect(once).not.toMatch(/<[^>]*\son\w+\s*=/i);
        expect(executable(once)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});

describe('the server and browser sanitizers', () => {
  it('give the same string for every payload and for ordinary markup (no hydration mismatch)', () => {
    for (const html of [
      ...PAYLOADS,
      '<p style="color:red">新春<b>理财</b>节</p><a href="https://x.test">x</a>',
    ]) {
      expect(sanitizeInBrowser(html)).toBe(sanitizeOnServer(html));
    }
  });
});

describe('isSafeInlineStyle', () => {
  it.each([
    'color: red; font-size: 14px',
    'background: url(https://cdn.example.com/a.png)',
    'background: url("/a.png")',
    "background-image: url('./b.png')",
    'background: url(data:image/png;base64,iVBORw0KGgo=)',
  ])('accepts %s', (css) => {
    expect(isSafeInlineStyle(css)).toBe(true);
  });

  it.each([
    'background: url(javascript:alert(1))',
    'background: url( "JAVASCRIPT:alert(1)" )',
    'background: url(java\\73 cript:alert(1))',
    'background: u\\72l(javascript:alert(1))',
    'background: url(data:text/html,x)',
    'background: url(data:image/svg+xml,x)',
    'width: expression(alert(1))',
    'width: expr/**/ession(alert(1))',
    'behavior: url(x.htc)',
    '-moz-binding: url(x.xml)',
    '@import "x.css"',
    'position: fixed; inset: 0',
    'top: 0; position:sticky',
    'position: -webkit-sticky',
    'posi\\74ion: fixed',
  ])('rejects %s', (css) => {
    expect(isSafeInlineStyle(css)).toBe(false);
  });
});
