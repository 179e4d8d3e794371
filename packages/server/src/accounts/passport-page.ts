import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checked } from '../core/fields.ts';
import { answersContent } from '../core/answers.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowedRedirect } from '@h5-page/schema/allowed-redirect';
import { DEFAULT_LOGIN_PATH } from '../config.ts';
import { PASSPORT_PAGE_SCRIPT, TENCENT_CAPTCHA_SDK } from './passport-page-script.ts';
import { escapeHtml } from '@h5-page/schema/escape-html';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import type { PrivacyStatement } from '@h5-page/schema/privacy-statement';

/**
 * The passport login page that login redirects go to by default (spec section 2; the
 * LOGIN_URL_* settings point elsewhere): `GET /passport/login?from=<url>&type=<t>`. Phone,
 * consent to the personal-information statement (a login takes the phone, and registers a new
 * one), captcha, SMS code, 登录, then back to `from`. Plain server-rendered HTML and one small
 * script (`/passport/login.js`), mobile first, no framework. The page is never cached, so the
 * statement it carries (and its version, `data-consent-version`) is the one in force.
 *
 * `from` is followed only when it is relative or on this page's own host (an open redirect
 * would let any site borrow our login); otherwise the visitor lands on the demo page.
 * `type` is kept on the form (`data-type`) for the login flavours the product may add.
 */

export const PASSPORT_SCRIPT_PATH = `${DEFAULT_LOGIN_PATH}.js`;
export const DEFAULT_RETURN_PATH = '/h5-page/h5/demo';

/**
 * Where to go after login: `from` when `allowedRedirect` keeps it (this site as a path, or a host
 * of REDIRECT_ALLOW_HOSTS), else DEFAULT_RETURN_PATH. The login page itself is no destination:
 * coming back to it would only show the form again.
 */
export function safeReturnUrl(
  from: unknown,
  origin: string,
  allowHosts: readonly string[] = [],
): string {
  const target = allowedRedirect(from, { base: `${origin}${DEFAULT_LOGIN_PATH}`, allowHosts });
  if (target === null || target.split(/[?#]/)[0] === DEFAULT_LOGIN_PATH) return DEFAULT_RETURN_PATH;
  return target;
}

function originOf(request: FastifyRequest): string {
  const host = request.host;
  return host && /^[A-Za-z0-9.:[\]-]+$/.test(host)
    ? `${request.protocol}://${host}`
    : 'http://localhost';
}

const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#f5f6f8;color:#1f2329;
  font:16px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif}
main{max-width:420px;margin:0 auto;padding:48px 20px}
h1{margin:0 0 6px;font-size:24px}
.hint{margin:0 0 28px;color:#5f6672;font-size:14px}
label{display:block;margin-bottom:6px;font-size:14px;color:#4e5461}
.field{margin-bottom:18px}
.row{display:flex;gap:10px}
input{flex:1;width:100%;height:46px;padding:0 14px;border:1px solid #dcdfe6;border-radius:8px;
  background:#fff;font-size:16px;color:inherit}
input:focus{outline:none;border-color:#cf2b24}
button{height:46px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
#send{flex:none;min-width:112px;padding:0 12px;background:#fff;color:#cf2b24;border:1px solid #cf2b24}
#submit{width:100%;margin-top:8px;background:#cf2b24;color:#fff}
button:disabled{opacity:.55;cursor:default}
.message{min-height:22px;margin:0 0 8px;color:#cf2b24;font-size:14px}
.message.good{color:#0f8f6b}
.consent{display:flex;flex-wrap:wrap;align-items:center;margin:0 0 8px;font-size:14px;color:#4e5461}
.consent label{display:inline-flex;align-items:center;min-height:44px;margin:0;cursor:pointer}
.consent input{flex:none;width:18px;height:18px;margin:0 8px 0 0;padding:0;accent-color:#cf2b24}
.consent button{height:auto;min-height:44px;padding:0;border:0;background:none;color:#cf2b24;font-size:14px}
.privacy{position:fixed;inset:0;z-index:10;display:flex;align-items:center;justify-content:center;padding:20px}
.privacy-mask{position:absolute;inset:0;background:rgba(0,0,0,.6)}
.privacy-card{position:relative;display:flex;flex-direction:column;width:100%;max-width:420px;max-height:90vh;
  padding:28px 20px 8px;border-radius:16px;background:#fff;outline:none}
.privacy-card h2{margin:0 36px 12px;font-size:18px;text-align:center}
.privacy-text{flex:1;min-height:0;overflow-y:auto;overscroll-behavior:contain;font-size:14px;line-height:1.7;color:#333}
.privacy-text p{margin:0 0 10px}
#privacy-back{width:100%;margin-top:8px;background:none;color:#5f6672}
#privacy-close{position:absolute;top:6px;right:6px;width:44px;height:44px;padding:0;background:none;color:#5f6672;font-size:24px;line-height:1}
[hidden]{display:none!important}
`;

/** The statement's paragraphs as HTML (its text separates them by line breaks). */
function statementHtml(statement: PrivacyStatement | undefined): string {
  if (!statement) return `<p>${PRIVACY_TEXT.DIALOG_LOADING}</p>`;
  return statement.text
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

export function passportPageHtml(options: {
  from: string;
  type: string;
  apiBase: string;
  /** The statement in force; without it the page reads it when the visitor opens it. */
  statement?: PrivacyStatement;
}): string {
  const attr = (value: string) => escapeHtml(value);
  const version = options.statement ? String(options.statement.version) : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>手机号登录</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>手机号登录</h1>
<p class="hint">未注册的手机号验证后将自动注册</p>
<form id="login" novalidate data-from="${attr(options.from)}" data-type="${attr(options.type)}" data-api="${attr(options.apiBase)}" data-consent-version="${version}">
<div class="field">
<label for="handset">手机号</label>
<div class="row">
<input id="handset" name="handset" type="tel" inputmode="numeric" maxlength="11" autocomplete="tel" placeholder="请输入手机号">
<button type="button" id="send">获取验证码</button>
</div>
</div>
<div class="field" id="code-row" hidden>
<label for="code">验证码</label>
<input id="code" name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code" placeholder="请输入短信验证码">
</div>
<div class="consent">
<label><input type="checkbox" id="consent" name="consent" aria-label="${PRIVACY_TEXT.CONSENT_PREFIX}${PRIVACY_TEXT.CONSENT_NAME}">${PRIVACY_TEXT.CONSENT_PREFIX}</label>
<button type="button" id="privacy-open" aria-haspopup="dialog" aria-controls="privacy">${PRIVACY_TEXT.CONSENT_NAME}</button>
</div>
<p id="message" class="message" role="alert" aria-live="polite"></p>
<button type="submit" id="submit" hidden>登录</button>
</form>
</main>
<div id="privacy" class="privacy" hidden>
<div class="privacy-mask"></div>
<div class="privacy-card" role="dialog" aria-modal="true" aria-labelledby="privacy-title" tabindex="-1">
<h2 id="privacy-title">${PRIVACY_TEXT.TITLE}</h2>
<div id="privacy-text" class="privacy-text" role="region" tabindex="0" aria-label="${PRIVACY_TEXT.TITLE}">${statementHtml(options.statement)}</div>
<button type="button" id="privacy-back">${PRIVACY_TEXT.DIALOG_BACK}</button>
<button type="button" id="privacy-close" aria-label="${PRIVACY_TEXT.DIALOG_CLOSE}">×</button>
</div>
</div>
<script src="${PASSPORT_SCRIPT_PATH}" defer></script>
</body>
</html>
`;
}

/** CSP of the page: our script only, plus Tencent's widget when a real captcha is configured. */
function contentSecurityPolicy(apiBase: string, tencent: boolean): string {
  const api = apiBase ? ` ${new URL(apiBase).origin}` : '';
  const captcha = tencent ? ' https://*.qcloud.com https://*.captcha.qq.com' : '';
  return [
    "default-src 'none'",
    `script-src 'self'${tencent ? ` ${new URL(TENCENT_CAPTCHA_SDK).origin}${captcha}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${captcha}`,
    `connect-src 'self'${api}${captcha}`,
    `frame-src${tencent ? captcha : " 'none'"}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

// The login page never refuses a visitor: a bad `from` goes home, a bad `type` is dropped.
const loginPageQuery = z.object({
  from: z.unknown().optional().describe('登录后回到的地址（只回本站）'),
  type: checked(
    (value) => (typeof value === 'string' && /^[\w-]{0,32}$/.test(value) ? value : ''),
    '登录场景',
  ),
});

export async function passportPageRoutes(app: FastifyInstance): Promise<void> {
  const { apiBase } = app.config;
  const csp = contentSecurityPolicy(apiBase, app.config.providers.captcha.kind === 'http');

  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    DEFAULT_LOGIN_PATH,
    {
      schema: {
        querystring: loginPageQuery,
        response: answersContent('text/html', 'the login page'),
      },
    },
    async (request, reply) => {
      const from = safeReturnUrl(
        request.query.from,
        originOf(request),
        app.config.redirectAllowHosts,
      );
      const { type } = request.query;
      const { version, text } = await app.accounts.privacyStatements.current();
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', csp)
        .type('text/html; charset=utf-8')
        .send(passportPageHtml({ from, type, apiBase, statement: { version, text } }));
    },
  );

  const script = { response: answersContent('text/javascript', "the login page's script") };
  app.get(PASSPORT_SCRIPT_PATH, { schema: script }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(PASSPORT_PAGE_SCRIPT),
  );
}
