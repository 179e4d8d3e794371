import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '@h5-page/schema/escape-html';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { RISK_QUESTIONS, RISK_TEST_PATH, SUITABILITY_SOURCE } from '@h5-page/schema/suitability';
import { answersContent } from '../../core/answers.ts';
import { safeReturnUrl } from '../../accounts/passport-page.ts';
import { RISK_TEST_SCRIPT, RISK_TEST_SCRIPT_PATH } from './risk-test-page-script.ts';

/** The consent line under the questionnaire: the answers are personal data. */
export const RISK_TEST_CONSENT = `提交即表示您同意我们按${PRIVACY_TEXT.CONSENT_NAME}处理您的测评信息`;

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
main{max-width:420px;margin:0 auto;padding:32px 16px 48px}
h1{margin:0 0 8px;font-size:24px}
.hint{margin:0 0 20px;color:#5f6672;font-size:14px}
fieldset{margin:0 0 14px;padding:14px 14px 6px;border:0;border-radius:12px;background:#fff}
legend{float:left;width:100%;margin:0 0 8px;padding:0;font-size:16px;font-weight:600}
.option{display:flex;align-items:center;min-height:44px;margin:0 0 8px;padding:8px 12px;
  border:1px solid #dcdfe6;border-radius:8px;font-size:15px;cursor:pointer}
.option input{flex:none;width:20px;height:20px;margin:0 10px 0 0;accent-color:#cf2b24}
.option:has(input:checked){border-color:#cf2b24;background:#fff5f4}
.consent{margin:8px 0 12px;font-size:13px;color:#5f6672}
.consent button{min-height:44px;padding:0;border:0;background:none;color:#cf2b24;font-size:13px;cursor:pointer}
button.primary,a.primary,button.secondary{display:flex;align-items:center;justify-content:center;width:100%;
  min-height:46px;margin:0 0 12px;border-radius:8px;font-size:16px;text-decoration:none;cursor:pointer}
button.primary,a.primary{border:0;background:#cf2b24;color:#fff}
button.secondary{border:1px solid #cf2b24;background:#fff;color:#cf2b24}
button:disabled{opacity:.55;cursor:default}
.message{min-height:22px;margin:0 0 8px;color:#cf2b24;font-size:14px}
.result{padding:20px 16px;border-radius:12px;background:#fff;margin:0 0 16px}
.result h2{margin:0 0 8px;font-size:18px}
.tier{margin:0 0 8px;font-size:22px;font-weight:600;color:#cf2b24}
.result p{margin:0 0 6px;font-size:15px}
.privacy{position:fixed;inset:0;z-index:10;display:flex;align-items:center;justify-content:center;padding:20px}
.privacy-mask{position:absolute;inset:0;background:rgba(0,0,0,.6)}
.privacy-card{position:relative;display:flex;flex-direction:column;width:100%;max-width:420px;max-height:90vh;
  padding:28px 20px 8px;border-radius:16px;background:#fff;outline:none}
.privacy-card h2{margin:0 36px 12px;font-size:18px;text-align:center}
.privacy-text{flex:1;min-height:0;overflow-y:auto;overscroll-behavior:contain;font-size:14px;line-height:1.7;color:#333}
.privacy-text p{margin:0 0 10px}
#privacy-back{width:100%;height:46px;margin-top:8px;border:0;background:none;color:#5f6672;font-size:16px}
#privacy-close{position:absolute;top:6px;right:6px;width:44px;height:44px;padding:0;border:0;background:none;color:#5f6672;font-size:24px;line-height:1}
[hidden]{display:none!important}
`;

function questionsHtml(): string {
  return RISK_QUESTIONS.map((question, index) => {
    const options = question.options
      .map(
        (option, choice) =>
          `<label class="option"><input type="radio" name="q${index}" value="${choice}" required>${escapeHtml(option.label)}</label>`,
      )
      .join('');
    return `<fieldset><legend>${index + 1}. ${escapeHtml(question.text)}</legend>${options}</fieldset>`;
  }).join('\n');
}

function statementHtml(text: string): string {
  return text
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

export function riskTestPageHtml(options: {
  from: string;
  apiBase: string;
  loginUrl: string;
  statement: string;
}): string {
  const attr = (value: string) => escapeHtml(value);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>风险承受能力测评</title>
<style>${STYLE}</style>
</head>
<body>
<main id="risk-test" data-from="${attr(options.from)}" data-api="${attr(options.apiBase)}" data-login="${attr(options.loginUrl)}">
<h1>风险承受能力测评</h1>
<p class="hint">根据${SUITABILITY_SOURCE}，购买投资顾问服务等产品前，需先了解您的风险承受能力。请根据您的实际情况回答以下 ${RISK_QUESTIONS.length} 个问题，测评结果决定您可购买的产品风险等级。</p>
<p id="message" class="message" role="alert" aria-live="polite"></p>
<section id="result" class="result" hidden aria-live="polite">
<h2 id="result-title">您的风险承受能力等级</h2>
<p id="result-tier" class="tier"></p>
<p id="result-scope"></p>
<p id="result-date"></p>
</section>
<div id="result-actions" hidden>
<a id="back" class="primary" href="${attr(options.from)}">返回继续购买</a>
<button type="button" id="again" class="secondary">重新测评</button>
</div>
<form id="questions" novalidate hidden>
${questionsHtml()}
<p class="consent">${RISK_TEST_CONSENT.replace(PRIVACY_TEXT.CONSENT_NAME, `<button type="button" id="privacy-open" aria-haspopup="dialog" aria-controls="privacy">${PRIVACY_TEXT.CONSENT_NAME}</button>`)}</p>
<button type="submit" id="submit" class="primary" disabled>提交测评</button>
</form>
</main>
<div id="privacy" class="privacy" hidden>
<div class="privacy-mask"></div>
<div class="privacy-card" role="dialog" aria-modal="true" aria-labelledby="privacy-title" tabindex="-1">
<h2 id="privacy-title">${PRIVACY_TEXT.TITLE}</h2>
<div class="privacy-text" role="region" tabindex="0" aria-label="${PRIVACY_TEXT.TITLE}">${statementHtml(options.statement)}</div>
<button type="button" id="privacy-back">${PRIVACY_TEXT.DIALOG_BACK}</button>
<button type="button" id="privacy-close" aria-label="${PRIVACY_TEXT.DIALOG_CLOSE}">×</button>
</div>
</div>
<script src="${RISK_TEST_SCRIPT_PATH}" defer></script>
</body>
</html>
`;
}

function contentSecurityPolicy(apiBase: string): string {
  const api = apiBase ? ` ${new URL(apiBase).origin}` : '';
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${api}`,
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const pageQuery = z.object({
  from: z.unknown().optional().describe('测评后返回的地址（只回本站或允许的域名）'),
});

/**
 * The development provider's questionnaire, `GET /h5-page/riskTest?from=<url>` (RISK_TEST_PATH):
 * 风险承受能力测评, the ten questions of RISK_QUESTIONS, the consent line, 提交测评 (enabled once
 * every question is answered), then the tier and what it may buy, 返回继续购买 (to `from` when
 * `allowedRedirect` keeps it, else the demo page) and 重新测评. Plain HTML and one script
 * (`/suitability/risk-test.js`), mobile first; never cached (the visitor's own answers). A static
 * route, so it wins over the page store's `/h5-page/*`.
 */
export async function riskTestPageRoutes(app: FastifyInstance): Promise<void> {
  const { apiBase } = app.config;
  const csp = contentSecurityPolicy(apiBase);
  app.withTypeProvider<ZodTypeProvider>().get(
    RISK_TEST_PATH,
    {
      schema: {
        querystring: pageQuery,
        response: answersContent('text/html', 'the risk tolerance questionnaire'),
      },
    },
    async (request, reply) => {
      const from = safeReturnUrl(
        request.query.from,
        originOf(request),
        app.config.redirectAllowHosts,
      );
      const { text } = await app.accounts.privacyStatements.current();
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', csp)
        .type('text/html; charset=utf-8')
        .send(
          riskTestPageHtml({
            from,
            apiBase,
            loginUrl: app.config.loginUrls.mobile,
            statement: text,
          }),
        );
    },
  );

  const script = { response: answersContent('text/javascript', "the questionnaire's script") };
  app.get(RISK_TEST_SCRIPT_PATH, { schema: script }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(RISK_TEST_SCRIPT),
  );
}
