import { API_PATHS, CAPTCHA_APP_ID_TYPE, SMS_RESEND_SECONDS } from '@h5-page/schema/constants';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { DEV_CAPTCHA_TICKET_PATH } from './providers/dev-captcha-provider.ts';

/** Tencent's captcha widget, loaded only when a real captcha app is configured. */
export const TENCENT_CAPTCHA_SDK = 'https://turing.captcha.qcloud.com/TCaptcha.js';

/**
 * The passport page's script (plain ES2017, no build step), served at `/passport/login.js`.
 *
 * 获取验证码: checks the phone and the consent box (no code goes to a number before its owner
 * agreed to the personal-information statement), gets a captcha ticket, asks for the SMS code
 * and counts the 60 s down. The ticket comes from `POST /dev/captcha/ticket` when
 * get-data-app-id answers `dev`; otherwise (the seam for a real captcha) Tencent's widget is
 * loaded and shown, and its `{ticket, randstr}` is used. 登录: smart login with the statement's
 * version (`data-consent-version`), which sets the `token` cookie, then back to the `from` the
 * server vetted (`data-from`). The statement's name opens it over the page (×, 返回填写 or
 * Escape close it); when the server says it changed meanwhile, the new one is read, the box
 * unticked, and the visitor agrees again.
 *
 * `window.__passportNavigate`, when a page defines it, replaces the final navigation (tests).
 */
export const PASSPORT_PAGE_SCRIPT = String.raw`(function () {
  'use strict';
  var PATHS = {
    appId: ${JSON.stringify(`${API_PATHS.CAPTCHA_APP_ID}?type=${CAPTCHA_APP_ID_TYPE}`)},
    devTicket: ${JSON.stringify(DEV_CAPTCHA_TICKET_PATH)},
    send: ${JSON.stringify(API_PATHS.ADVERT_SMS_SEND)},
    login: ${JSON.stringify(API_PATHS.SMART_LOGIN)},
    statement: ${JSON.stringify(API_PATHS.PRIVACY_STATEMENT)}
  };
  var TEXT = ${JSON.stringify({
    required: PRIVACY_TEXT.CONSENT_REQUIRED,
    loading: PRIVACY_TEXT.DIALOG_LOADING,
    failed: PRIVACY_TEXT.LOAD_FAILED,
  })};
  var OUTDATED = 'LEAD_CONSENT_OUTDATED';
  var SDK = ${JSON.stringify(TENCENT_CAPTCHA_SDK)};
  var RESEND_SECONDS = ${SMS_RESEND_SECONDS};
  var PHONE = /^1[3-9]\d{9}$/;

  var form = document.getElementById('login');
  var phone = document.getElementById('handset');
  var code = document.getElementById('code');
  var codeRow = document.getElementById('code-row');
  var send = document.getElementById('send');
  var submit = document.getElementById('submit');
  var message = document.getElementById('message');
  var consent = document.getElementById('consent');
  var privacy = document.getElementById('privacy');
  var privacyCard = privacy.querySelector('[role="dialog"]');
  var privacyText = document.getElementById('privacy-text');
  var api = form.getAttribute('data-api') || '';
  var from = form.getAttribute('data-from') || '/';
  var version = Number(form.getAttribute('data-consent-version')) || 0;
  var timer = null;
  var opener = null;

  function say(text, good) {
    message.textContent = text || '';
    message.className = good ? 'message good' : 'message';
  }

  function call(method, path, body) {
    var init = { method: method, credentials: 'include', headers: { accept: 'application/json' } };
    if (body) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(api + path, init).then(
      function (res) {
        return res.json().then(
          function (data) { return { res: res, data: data }; },
          function () { return { res: res, data: null }; }
        );
      },
      function () { throw new Error('网络异常，请稍后重试'); }
    ).then(function (r) {
      if (r.res.status === 200 && r.data && r.data.code === 1) return r.data.response;
      var error = new Error((r.data && r.data.msg) || '请求失败，请稍后重试');
      error.code = r.data && r.data.code;
      throw error;
    });
  }

  function showStatement(text) {
    privacyText.textContent = '';
    text.split(/\n+/).forEach(function (line) {
      if (!line.trim()) return;
      var p = document.createElement('p');
      p.textContent = line;
      privacyText.appendChild(p);
    });
  }

  // The statement in force, read again: resolves its version (0 when it cannot be read).
  function loadStatement() {
    return call('GET', PATHS.statement).then(
      function (r) {
        if (!r || typeof r.version !== 'number' || typeof r.text !== 'string') throw new Error();
        version = r.version;
        showStatement(r.text);
        return version;
      },
      function () { return 0; }
    ).catch(function () { return 0; });
  }

  function openStatement() {
    opener = document.activeElement;
    privacy.hidden = false;
    document.body.style.overflow = 'hidden';
    privacyCard.focus();
    if (!version) {
      privacyText.textContent = TEXT.loading;
      loadStatement().then(function (v) { if (!v) privacyText.textContent = TEXT.failed; });
    }
  }

  function closeStatement() {
    if (privacy.hidden) return;
    privacy.hidden = true;
    document.body.style.overflow = '';
    if (opener && opener.focus) opener.focus();
  }

  document.getElementById('privacy-open').addEventListener('click', openStatement);
  document.getElementById('privacy-back').addEventListener('click', closeStatement);
  document.getElementById('privacy-close').addEventListener('click', closeStatement);
  privacy.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') closeStatement();
  });

  // Whether the statement the (ticked) box agrees to is known; says so when it cannot be read.
  function consented() {
    if (version) return Promise.resolve(true);
    return loadStatement().then(function (v) {
      if (!v) say(TEXT.failed);
      return Boolean(v);
    });
  }

  function refused(error) {
    if (error && error.code === OUTDATED) {
      consent.checked = false;
      loadStatement();
    }
    say(error.message);
  }

  function loadSdk() {
    if (window.TencentCaptcha) return Promise.resolve();
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = SDK;
      script.onload = function () { resolve(); };
      script.onerror = function () { reject(new Error('验证组件加载失败，请稍后重试')); };
      document.head.appendChild(script);
    });
  }

  function tencentTicket(appId) {
    return loadSdk().then(function () {
      return new Promise(function (resolve, reject) {
        var widget = new window.TencentCaptcha(appId, function (res) {
          if (res && res.ret === 0 && res.ticket) resolve({ ticket: res.ticket, randstr: res.randstr });
          else if (res && res.ret === 2) reject(new Error('已取消验证'));
          else reject(new Error('验证失败[' + ((res && (res.errorCode || res.ret)) || 0) + ']'));
        });
        widget.show();
      });
    });
  }

  function captchaTicket() {
    return call('GET', PATHS.appId).then(function (r) {
      return r.app_id === 'dev' ? call('POST', PATHS.devTicket) : tencentTicket(r.app_id);
    });
  }

  function countDown(seconds) {
    clearInterval(timer);
    var left = seconds;
    send.disabled = true;
    send.textContent = left + ' 秒后重发';
    timer = setInterval(function () {
      left -= 1;
      if (left > 0) {
        send.textContent = left + ' 秒后重发';
        return;
      }
      clearInterval(timer);
      send.disabled = false;
      send.textContent = '重新获取';
    }, 1000);
  }

  send.addEventListener('click', function () {
    var handset = phone.value.trim();
    if (!PHONE.test(handset)) return say('请输入正确的手机号');
    if (!consent.checked) return say(TEXT.required);
    say('');
    send.disabled = true;
    consented()
      .then(function (ok) {
        if (!ok) throw null;
        return captchaTicket();
      })
      .then(function (captcha) {
        return call('POST', PATHS.send, {
          handset: handset,
          ticket: captcha.ticket,
          randstr: captcha.randstr,
          platform_name: 'h5',
          operation_name: 'login',
          type: 'login'
        });
      })
      .then(function (r) {
        codeRow.hidden = false;
        submit.hidden = false;
        code.focus();
        say('验证码已发送', true);
        countDown((r && r.resend_after) || RESEND_SECONDS);
      })
      .catch(function (error) {
        send.disabled = false;
        if (error) say(error.message);
      });
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var handset = phone.value.trim();
    var value = code.value.trim();
    if (!PHONE.test(handset)) return say('请输入正确的手机号');
    if (!value) return say('请输入验证码');
    if (!consent.checked) return say(TEXT.required);
    submit.disabled = true;
    consented()
      .then(function (ok) {
        if (!ok) throw null;
        return call('POST', PATHS.login, { handset: handset, code: value, consent_version: version });
      })
      .then(function () {
        say('登录成功', true);
        var go = window.__passportNavigate || function (url) { window.location.replace(url); };
        go(from);
      })
      .catch(function (error) {
        submit.disabled = false;
        if (error) refused(error);
      });
  });
})();
`;
