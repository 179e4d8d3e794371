import { API_PATHS, TOKEN_COOKIE_NAME, TOKEN_INVALID_CODE } from '@h5-page/schema/constants';
import {
  levelText,
  RISK_LEVELS,
  RISK_QUESTIONS,
  RISK_TIERS,
  tierText,
} from '@h5-page/schema/suitability';

export const RISK_TEST_SCRIPT_PATH = '/suitability/risk-test.js';

const TIERS = Object.fromEntries(
  RISK_TIERS.map((tier, index) => [
    tier,
    {
      text: tierText(tier),
      scope:
        index === 0
          ? `可购买风险等级为 ${levelText('R1')} 的产品`
          : `可购买风险等级为 ${levelText('R1')} 至 ${levelText(RISK_LEVELS[index]!)} 的产品`,
    },
  ]),
);

/**
 * The riskTest page's script (plain ES2017, no build step), served at `/suitability/risk-test.js`.
 *
 * Without the `token` cookie the visitor goes to the login page (`data-login`) with `from` this
 * page's address. With one: the current tier (GET profile) is shown first, with 返回继续购买 (to
 * `data-from`, vetted by the server) and 重新测评 (the questions again); without a tier, the
 * questions. 提交测评 stays disabled until every question has an answer; it posts the assessment
 * and shows the tier and what it may buy. A 401 or an invalid token goes to the login page too.
 *
 * `window.__riskTestNavigate`, when a page defines it, replaces navigation (tests).
 */
export const RISK_TEST_SCRIPT = String.raw`(function () {
  'use strict';
  var PATHS = {
    profile: ${JSON.stringify(API_PATHS.SUITABILITY_PROFILE)},
    assess: ${JSON.stringify(API_PATHS.SUITABILITY_ASSESSMENT)}
  };
  var TIERS = ${JSON.stringify(TIERS)};
  var COUNT = ${RISK_QUESTIONS.length};
  var TOKEN = ${JSON.stringify(TOKEN_COOKIE_NAME)};
  var TOKEN_INVALID = ${JSON.stringify(TOKEN_INVALID_CODE)};

  var root = document.getElementById('risk-test');
  var form = document.getElementById('questions');
  var submit = document.getElementById('submit');
  var message = document.getElementById('message');
  var result = document.getElementById('result');
  var resultTitle = document.getElementById('result-title');
  var resultTier = document.getElementById('result-tier');
  var resultScope = document.getElementById('result-scope');
  var resultDate = document.getElementById('result-date');
  var actions = document.getElementById('result-actions');
  var back = document.getElementById('back');
  var again = document.getElementById('again');
  var privacy = document.getElementById('privacy');
  var privacyCard = privacy.querySelector('[role="dialog"]');
  var api = root.getAttribute('data-api') || '';
  var from = root.getAttribute('data-from') || '/';
  var login = root.getAttribute('data-login') || '/passport/login';
  var opener = null;
  var busy = false;

  function navigate(url) {
    if (typeof window.__riskTestNavigate === 'function') window.__riskTestNavigate(url);
    else window.location.assign(url);
  }

  function token() {
    var parts = document.cookie ? document.cookie.split(';') : [];
    for (var i = 0; i < parts.length; i += 1) {
      var part = parts[i].replace(/^\s+/, '');
      if (part.indexOf(TOKEN + '=') === 0) {
        try { return decodeURIComponent(part.slice(TOKEN.length + 1)) || null; } catch (e) { return null; }
      }
    }
    return null;
  }

  function toLogin() {
    var here = window.location.pathname + window.location.search;
    navigate(login + (login.indexOf('?') < 0 ? '?' : '&') + 'from=' + encodeURIComponent(here));
  }

  function say(text) { message.textContent = text || ''; }

  function call(method, path, body) {
    var headers = { accept: 'application/json', authorization: 'Bearer ' + token() };
    if (body) headers['content-type'] = 'application/json';
    return fetch(api + path, {
      method: method,
      headers: headers,
      credentials: api ? 'include' : 'same-origin',
      body: body ? JSON.stringify(body) : undefined
    }).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (data) {
        if (response.status === 401 || (data && data.code === TOKEN_INVALID)) {
          toLogin();
          return null;
        }
        if (!response.ok || !data || data.code !== 1) {
          throw new Error((data && data.msg) || '网络异常，请稍后再试');
        }
        return data.response;
      });
    });
  }

  function day(ms) {
    var d = new Date(ms);
    function two(n) { return (n < 10 ? '0' : '') + n; }
    return d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate());
  }

  function showResult(tier, assessedAt, fresh) {
    var shown = TIERS[tier];
    if (!shown) return showQuestions();
    resultTitle.textContent = fresh ? '测评完成，您的风险承受能力等级为' : '您当前的风险承受能力等级为';
    resultTier.textContent = shown.text;
    resultScope.textContent = shown.scope;
    resultDate.textContent = assessedAt ? '测评日期：' + day(assessedAt) : '';
    result.hidden = false;
    actions.hidden = false;
    form.hidden = true;
    back.focus();
  }

  function showQuestions() {
    result.hidden = true;
    actions.hidden = true;
    form.hidden = false;
    update();
  }

  function chosen() {
    var answers = [];
    for (var i = 0; i < COUNT; i += 1) {
      var picked = form.querySelector('input[name="q' + i + '"]:checked');
      answers.push(picked ? Number(picked.value) : -1);
    }
    return answers;
  }

  function update() {
    submit.disabled = busy || chosen().indexOf(-1) >= 0;
  }

  form.addEventListener('change', update);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var answers = chosen();
    if (answers.indexOf(-1) >= 0) { say('请回答全部问题后再提交'); return; }
    busy = true;
    update();
    say('');
    call('POST', PATHS.assess, { answers: answers }).then(function (answer) {
      busy = false;
      update();
      if (answer) showResult(answer.tier, answer.assessed_at, true);
    }, function (error) {
      busy = false;
      update();
      say(error.message);
    });
  });

  again.addEventListener('click', function () {
    form.reset();
    say('');
    showQuestions();
    var first = form.querySelector('input');
    if (first) first.focus();
  });

  back.addEventListener('click', function (event) {
    event.preventDefault();
    navigate(from);
  });

  function openStatement() {
    opener = document.activeElement;
    privacy.hidden = false;
    privacyCard.focus();
  }
  function closeStatement() {
    if (privacy.hidden) return;
    privacy.hidden = true;
    if (opener && opener.focus) opener.focus();
  }
  document.getElementById('privacy-open').addEventListener('click', openStatement);
  document.getElementById('privacy-back').addEventListener('click', closeStatement);
  document.getElementById('privacy-close').addEventListener('click', closeStatement);
  privacy.querySelector('.privacy-mask').addEventListener('click', closeStatement);
  privacy.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') closeStatement();
  });

  if (!token()) { toLogin(); return; }
  call('GET', PATHS.profile).then(function (profile) {
    if (!profile) return;
    if (profile.tier) showResult(profile.tier, profile.assessed_at, false);
    else showQuestions();
  }, function (error) {
    say(error.message);
    showQuestions();
  });
})();
`;
