import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { lastCode, testPhone, wrongCode } from '#test/support/accounts.ts';
import { PASSPORT_PAGE_SCRIPT } from './passport-page-script.ts';
import {
  DEFAULT_RETURN_PATH,
  PASSPORT_SCRIPT_PATH,
  passportPageHtml,
  safeReturnUrl,
} from './passport-page.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { DevSmsOutbox } from './providers/dev-sms-outbox.ts';

let app: FastifyInstance;
appForAll(
  async () => (app = await build({ config: { dataDir: ':memory:' }, seed: false, ssr: false })),
);

describe('safeReturnUrl (open-redirect guard)', () => {
  const origin = 'https://m.example.com';
  it('follows relative URLs and URLs on this host, as paths', () => {
    expect(safeReturnUrl('/h5-page/h5/spring?cps=1#top', origin)).toBe(
      '/h5-page/h5/spring?cps=1#top',
    );
    expect(safeReturnUrl('https://m.example.com/h5-page/h5/x', origin)).toBe('/h5-page/h5/x');
    expect(safeReturnUrl('../h5-page/stockHold', origin)).toBe('/h5-page/stockHold');
    // Behind a proxy that ends TLS the server sees http; the visitor's https from is still ours.
    expect(safeReturnUrl('https://m.example.com/a', 'http://m.example.com')).toBe('/a');
    expect(safeReturnUrl('http://m.example.com/h5-page/h5/x', origin)).toBe('/h5-page/h5/x');
  });

  it('sends everything else to the demo page', () => {
    for (const from of [
      undefined,
      '',
      ['/h5-page/h5/a'],
      'https://evil.example/',
      'https://m.example.com:8443/x', // another port is another origin
      'ftp://m.example.com/x',
      '?a=1', // the login page itself
      '/passport/login?from=/x',
      'https://m.example.com.evil.example/',
      '//evil.example/path',
      '/.//evil.example',
      '/a/..//evil.example',
      'https://m.example.com//evil.example',
      'http://m.example.com//evil.example/x?y=1',
      '/%2e//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/h5-page/h5/x\nSet-Cookie: a=b',
      '/%5cevil.example',
      '/%252f%252fevil.example',
      '/%09/evil.example',
      'https://wxaurl.cn/x', // allowed only when configured
      `/${'x'.repeat(3000)}`,
    ]) {
      expect(safeReturnUrl(from, origin), String(from)).toBe(DEFAULT_RETURN_PATH);
    }
  });
});

describe('safeReturnUrl with REDIRECT_ALLOW_HOSTS', () => {
  it('follows an allowed host as a full URL, and nothing beside it', () => {
    const allow = ['wxaurl.cn', '.partner.example.org'];
    const origin = 'https://m.example.com';
    expect(safeReturnUrl('https://wxaurl.cn/abc', origin, allow)).toBe('https://wxaurl.cn/abc');
    expect(safeReturnUrl('https://a.partner.example.org/x', origin, allow)).toBe(
      'https://a.partner.example.org/x',
    );
    expect(safeReturnUrl('https://partner.example.org/x', origin, allow)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnUrl('https://wxaurl.cn.evil.example/', origin, allow)).toBe(
      DEFAULT_RETURN_PATH,
    );
  });

  it('the login page reads the allow-list from the configuration', async () => {
    const allowing = await build({
      config: { dataDir: ':memory:', redirectAllowHosts: ['partner.example.org'] },
      seed: false,
      ssr: false,
    });
    try {
      const from = encodeURIComponent('https://partner.example.org/back');
      const kept = await allowing.inject(`/passport/login?from=${from}`);
      expect(kept.body).toContain('data-from="https://partner.example.org/back"');
      const refused = await app.inject(`/passport/login?from=${from}`);
      expect(refused.body).toContain(`data-from="${DEFAULT_RETURN_PATH}"`);
    } finally {
      await allowing.close();
    }
  });
});

describe('GET /passport/login', () => {
  it('answers a small mobile page: phone, 获取验证码, code, 登录, with its own CSP', async () => {
    const response = await app.inject('/passport/login?from=%2Fh5-page%2Fh5%2Fspring&type=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = response.body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('id="handset"');
    expect(html).toContain('>获取验证码</button>');
    expect(html).toContain('id="code"');
    expect(html).toContain('>登录</button>');
    // A login takes the phone: the consent line, unticked, with the statement in force.
    expect(html).toMatch(
      /<input type="checkbox" id="consent" name="consent" aria-label="我已阅读并同意《个人信息保护声明》">我已阅读并同意<\/label>/,
    );
    expect(html).toContain(
      'aria-haspopup="dialog" aria-controls="privacy">《个人信息保护声明》</button>',
    );
    const { version } = await app.accounts.privacyStatements.current();
    expect(html).toContain(`data-consent-version="${version}"`);
    expect(html).toContain('<p>个人信息保护声明</p>');
    expect(html).toContain('data-from="/h5-page/h5/spring"');
    expect(html).toContain('data-type="2"');
    expect(html).toContain(`<script src="${PASSPORT_SCRIPT_PATH}" defer></script>`);
  });

  it('does not follow a foreign from, and escapes what it echoes', async () => {
    const foreign = await app.inject(
      `/passport/login?from=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(foreign.body).toContain(`data-from="${DEFAULT_RETURN_PATH}"`);
    const quoted = await app.inject(
      `/passport/login?from=${encodeURIComponent('/a"><script>x</script>')}`,
    );
    expect(quoted.body).not.toContain('<script>x</script>');
    expect(quoted.body).toContain('data-from="/a%22%3E%3Cscript%3Ex%3C/script%3E"');
    const type = await app.inject('/passport/login?type=%22%3E%3Cb%3E');
    expect(type.body).toContain('data-type=""');
    expect(passportPageHtml({ from: '"', type: '', apiBase: '' })).toContain('data-from="&quot;"');
  });

  it('serves its script, which parses', async () => {
    const response = await app.inject(PASSPORT_SCRIPT_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toBe(PASSPORT_PAGE_SCRIPT);
    expect(() => new Function(PASSPORT_PAGE_SCRIPT)).not.toThrow();
    expect(PASSPORT_PAGE_SCRIPT).toContain('/^1[3-9]\\d{9}$/');
  });

  it('is where every login URL points by default', () => {
    expect(app.config.loginUrls).toEqual({
      desktop: '/passport/login',
      mobile: '/passport/login',
      test: '/passport/login',
    });
  });
});

/** The little of jsdom these tests use (it ships without types). */
interface Dom {
  window: Window &
    typeof globalThis & { eval(code: string): unknown; __passportNavigate?: (url: string) => void };
}
type JsdomModule = {
  JSDOM: new (html: string, options: { url: string; runScripts: 'outside-only' }) => Dom;
};

describe('the page in a browser (jsdom): phone, captcha, SMS code, then back to from', () => {
  const until = async (condition: () => boolean, what: string) => {
    for (let i = 0; i < 200; i += 1) {
      if (condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  async function openPage(from: string) {
    const { JSDOM } = (await import('jsdom' as string)) as JsdomModule;
    const response = await app.inject(`/passport/login?from=${encodeURIComponent(from)}`);
    const dom = new JSDOM(response.body, {
      url: `http://localhost/passport/login?from=${encodeURIComponent(from)}`,
      runScripts: 'outside-only',
    });
    const { window } = dom;
    const cookies = new Map<string, string>();
    const navigated: string[] = [];
    // The page's calls go to the app, with a cookie jar.
    Object.assign(window, {
      fetch: async (
        url: string,
        init: { method?: string; headers?: Record<string, string>; body?: string } = {},
      ) => {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET' | 'POST',
          url,
          headers: {
            ...init.headers,
            host: 'localhost',
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
          ...(init.body === undefined ? {} : { payload: init.body }),
        });
        for (const cookie of [answer.headers['set-cookie'] ?? []].flat()) {
          const [pair = ''] = cookie.split(';');
          const index = pair.indexOf('=');
          cookies.set(pair.slice(0, index), pair.slice(index + 1));
        }
        return { status: answer.statusCode, json: async () => JSON.parse(answer.body) as unknown };
      },
      __passportNavigate: (url: string) => navigated.push(url),
    });
    window.eval(PASSPORT_PAGE_SCRIPT);
    const $ = <T extends HTMLElement>(id: string) => window.document.getElementById(id) as T;
    return { window, cookies, navigated, $ };
  }

  it('logs in and goes back to from, with the token cookie set', async () => {
    const page = await openPage('/h5-page/h5/spring?cps=9');
    try {
      const phone = page.$<HTMLInputElement>('handset');
      const send = page.$<HTMLButtonElement>('send');
      const message = page.$<HTMLElement>('message');
      expect(page.$<HTMLElement>('code-row').hidden).toBe(true);

      phone.value = '123';
      send.click();
      expect(message.textContent).toBe('请输入正确的手机号');

      const handset = testPhone();
      phone.value = handset;
      page.$<HTMLInputElement>('consent').checked = true;
      send.click();
      await until(() => message.textContent === '验证码已发送', 'the code to be sent');
      expect(page.$<HTMLElement>('code-row').hidden).toBe(false);
      expect(send.disabled).toBe(true);
      expect(send.textContent).toBe('60 秒后重发');

      const form = page.$<HTMLFormElement>('login');
      form.dispatchEvent(new page.window.Event('submit', { cancelable: true }));
      expect(message.textContent).toBe('请输入验证码');

      page.$<HTMLInputElement>('code').value = wrongCode(lastCode(app, handset));
      form.dispatchEvent(new page.window.Event('submit', { cancelable: true }));
      await until(() => message.textContent === '验证码错误', 'the wrong code to be refused');

      page.$<HTMLInputElement>('code').value = lastCode(app, handset);
      form.dispatchEvent(new page.window.Event('submit', { cancelable: true }));
      await until(() => page.navigated.length > 0, 'the page to go back');
      expect(page.navigated).toEqual(['/h5-page/h5/spring?cps=9']);
      const token = page.cookies.get('token') ?? '';
      const user = await app.accounts.users.findByHandset(handset);
      await expect(app.tokens.verify(token)).resolves.toEqual({ uid: user?.softuserId });
      // The new number was registered with the statement's version the visitor agreed to.
      const { version } = await app.accounts.privacyStatements.current();
      expect(user?.consentVersion).toBe(version);
    } finally {
      page.window.close();
    }
  });

  it('texts no code and logs nobody in before the statement is agreed to; it opens and closes', async () => {
    const page = await openPage('/h5-page/h5/x');
    try {
      const message = page.$<HTMLElement>('message');
      const consent = page.$<HTMLInputElement>('consent');
      expect(consent.checked).toBe(false);
      const handset = testPhone();
      page.$<HTMLInputElement>('handset').value = handset;
      page.$<HTMLButtonElement>('send').click();
      await until(() => message.textContent === PRIVACY_TEXT.CONSENT_REQUIRED, 'the refusal');
      expect(page.$<HTMLButtonElement>('send').disabled).toBe(false);
      expect(app.sms instanceof DevSmsOutbox && app.sms.messages(handset)).toEqual([]);

      // The statement's name is a button that opens it over the page; ×, 返回填写 and Escape
      // close it, and the focus goes back to the name.
      const opener = page.$<HTMLButtonElement>('privacy-open');
      const dialog = page.$<HTMLElement>('privacy');
      expect(dialog.hidden).toBe(true);
      for (const close of ['privacy-back', 'privacy-close', 'Escape']) {
        opener.focus();
        opener.click();
        expect(dialog.hidden).toBe(false);
        expect(page.$<HTMLElement>('privacy-text').textContent).toContain('一、我们收集哪些信息');
        if (close === 'Escape') {
          dialog.dispatchEvent(
            new page.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
          );
        } else {
          page.$<HTMLButtonElement>(close).click();
        }
        expect(dialog.hidden, close).toBe(true);
        expect(page.window.document.activeElement).toBe(opener);
      }
      // Reading it agrees to nothing.
      expect(consent.checked).toBe(false);
    } finally {
      page.window.close();
    }
  });

  it('after the statement changed during the visit, asks for consent to the new one', async () => {
    const page = await openPage('/h5-page/h5/x');
    try {
      const message = page.$<HTMLElement>('message');
      const handset = testPhone();
      page.$<HTMLInputElement>('handset').value = handset;
      page.$<HTMLInputElement>('consent').checked = true;
      page.$<HTMLButtonElement>('send').click();
      await until(() => message.textContent === '验证码已发送', 'the code to be sent');
      const before = await app.accounts.privacyStatements.current();
      await app.accounts.privacyStatements.save(`${before.text}\n\n（修订）`, 'admin');
      try {
        page.$<HTMLInputElement>('code').value = lastCode(app, handset);
        const form = page.$<HTMLFormElement>('login');
        form.dispatchEvent(new page.window.Event('submit', { cancelable: true }));
        await until(() => message.textContent === PRIVACY_TEXT.CONSENT_OUTDATED, 'the refusal');
        await until(
          () => page.$<HTMLElement>('privacy-text').textContent?.includes('（修订）') === true,
          'the new statement',
        );
        expect(page.$<HTMLInputElement>('consent').checked).toBe(false);
        expect(await app.accounts.users.findByHandset(handset)).toBeNull();

        // Agreeing to the new one, the same code logs in.
        page.$<HTMLInputElement>('consent').checked = true;
        form.dispatchEvent(new page.window.Event('submit', { cancelable: true }));
        await until(() => page.navigated.length > 0, 'the page to go back');
        const current = await app.accounts.privacyStatements.current();
        expect((await app.accounts.users.findByHandset(handset))?.consentVersion).toBe(
          current.version,
        );
      } finally {
        await app.accounts.privacyStatements.save(before.text, 'admin');
      }
    } finally {
      page.window.close();
    }
  });

  it('shows the server’s refusal, such as a resend within 60 s', async () => {
    const handset = testPhone();
    const first = await openPage('/h5-page/h5/x');
    const second = await openPage('/h5-page/h5/x');
    try {
      for (const page of [first, second]) {
        page.$<HTMLInputElement>('handset').value = handset;
        page.$<HTMLInputElement>('consent').checked = true;
      }
      first.$<HTMLButtonElement>('send').click();
      await until(() => first.$<HTMLElement>('message').textContent === '验证码已发送', 'the code');
      second.$<HTMLButtonElement>('send').click();
      const message = second.$<HTMLElement>('message');
      await until(
        () => /^发送过于频繁，请 \d+ 秒后再试$/.test(message.textContent ?? ''),
        'the refusal',
      );
      expect(second.$<HTMLButtonElement>('send').disabled).toBe(false);
    } finally {
      first.window.close();
      second.window.close();
    }
  });
});
