import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checked,
  flagField,
  optionalTextField,
  positiveIntField,
  textField,
} from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { API_PATHS, LEAD_NAME_MAX_LENGTH } from '@h5-page/schema/constants';
import { checkSmsCode, createSmsCodeHasher } from './auth/sms-codes.ts';
import type { CodeCheck } from './auth/sms-codes.ts';
import { AppError, badRequest, ok } from '../errors.ts';
import type { Envelope } from '../errors.ts';
import { createLeadRepository } from './store/lead-repository.ts';
import type { LeadInsert } from './store/lead-repository.ts';
import { createSmsCodeRepository } from './store/sms-code-repository.ts';
import { createUserRepository } from './store/user-repository.ts';
import { setTokenCookie } from './auth/token-cookie.ts';
import { readToken } from './auth/require-user.ts';
import { pageCodeFromReferer, pageCodeOf } from '../core/page-code-from-referer.ts';
import { checkedLeadAnswers } from './lead-form-answers.ts';
import { isPlainRecord } from '@h5-page/schema/is-plain-record';
import { codeRefusal, requireCode } from './passport.ts';
import { enqueueLeadDeliveries } from '../webhooks/webhook-repository.ts';
import { guard } from '../abuse/abuse-guard.ts';
import { variantOfVisit } from '../tracking/visit-variant.ts';
import { consentVersionField, requireCurrentConsent } from './consent.ts';

/** What a repeat lead is told (code 1: it is not an error, nothing was lost). */
export const DUPLICATE_LEAD_MSG = '您已提交过，无需重复提交';

export interface LeadAnswer {
  lead_id: number;
  duplicate: boolean;
  /** The login the code also made, for a visitor who came without one. */
  token?: string;
}

/** Whether the request already carries a login that holds (then the lead signs nobody in). */
async function carriesLogin(app: FastifyInstance, token: string | null): Promise<boolean> {
  if (!token) return false;
  try {
    await app.tokens.verify(token);
    return true;
  } catch {
    return false;
  }
}

/** `sid` or `vs`: optional text; null when absent. */
function visitField(value: unknown, name: string): string | null {
  const text = optionalTextField(value, 64);
  if (text === null) throw badRequest(`参数 ${name} 格式不正确`);
  return text || null;
}

/** A form that sends its answers as text (a form post) sends them as JSON. */
function answersField(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  let answers: unknown = value;
  if (typeof value === 'string') {
    try {
      answers = JSON.parse(value);
    } catch {
      answers = null;
    }
  }
  if (!isPlainRecord(answers) || Object.keys(answers).length > 20) {
    throw badRequest('参数 extra 应为对象：{ 填写项名称: 填写内容 }');
  }
  return answers;
}

/**
 * `POST /oabase/api/gift/v1/activity` `{nick_name, handset, code, is_send_result, cps_id,
 * version_id, extra?, consent_version, sid?, vs?}`: the lead form's activation (spec sections 4,
 * 5, 7).
 * Repeats the form's rules, checks the answers to the form's extra fields against the published
 * page's lead form (`lead-form-answers.ts`) and the visitor's consent to the personal-information
 * statement in force, checks the SMS code, and stores the lead with its page, channel
 * (`cps_id`), answers, consent version, time, and the A/B variant its visit's page view was
 * counted for (`sid` + `vs`, see `tracking/visit-variant.ts`; none without them).
 *
 * The page: the body's optional `page_code`, else the Referer (`/h5-page/h5/<code>`, or a
 * campaign route's page), else '' (unknown). `code` is the SMS code, so it cannot name the page.
 *
 * One lead per handset and page: a repeat answers code 1 with 您已提交过，无需重复提交 and
 * `{lead_id, duplicate: true}`. The code is consumed and the lead written in one transaction,
 * before the answer: a lead acknowledged to the visitor is in the database.
 *
 * A fresh code proves the phone as the passport's smart login does, so a visitor who came
 * without a login leaves logged in as that phone (`token`, and the token cookie): a 立即开通 on
 * the same page then asks for no second SMS. A visitor already logged in stays who they are.
 */
// The form's own rules, again: name and phone required after trimming (and the form's lengths),
// a mainland mobile, a code. Fields are declared in the order their refusals take precedence.
const leadBody = z.object({
  nick_name: checked((value) => {
    const nickName = textField(value, LEAD_NAME_MAX_LENGTH);
    if (!nickName) throw new AppError('INVALID_NAME_OR_PHONE');
    return nickName;
  }, '姓名'),
  handset: checked((value) => {
    const handset = textField(value, 32);
    if (!handset) throw new AppError('INVALID_NAME_OR_PHONE');
    if (!MAINLAND_MOBILE.test(handset)) throw new AppError('INVALID_PHONE');
    return handset;
  }, '手机号（中国大陆 11 位）'),
  version_id: checked((value) => {
    const versionId = positiveIntField(value);
    if (versionId === null) throw new AppError('INVALID_VERSION_ID');
    return versionId;
  }, '页面版本号'),
  code: checked(requireCode, '短信验证码'),
  cps_id: checked((value) => {
    const cpsId = optionalTextField(value, 64);
    if (cpsId === null) throw badRequest('参数 cps_id 格式不正确');
    return cpsId;
  }, '渠道号'),
  is_send_result: checked((value) => {
    const flag = flagField(value);
    if (flag === null) throw badRequest('参数 is_send_result 只能是 0、1');
    return flag ?? 0;
  }, '是否发送结果（0、1）'),
  page_code: checked((value) => {
    const pageField = optionalTextField(value, 64);
    if (pageField === null || (pageField && !pageCodeOf(pageField))) {
      throw badRequest('参数 page_code 格式不正确');
    }
    return pageField;
  }, '页面编码（缺省时取 Referer）'),
  // The visit the lead was left on, as its clicks name it: the A/B variant is read from it, never
  // taken from the body (an older form's `variant` is ignored).
  sid: checked((value) => visitField(value, 'sid'), '访问会话 id（页面浏览上报的 sid）'),
  vs: checked(
    (value) => visitField(value, 'vs'),
    '页面浏览应答的访问会话（X-Visit-Session）：页面有 A/B 实验时，据此记下访客看到的方案',
  ),
  extra: checked(answersField, '表单补充填写项：{ 填写项名称: 填写内容 }（表单有补充填写项时）'),
  consent_version: consentVersionField(),
});

export async function giftActivityRoutes(app: FastifyInstance): Promise<void> {
  const hasher = createSmsCodeHasher(app.config.jwtSecret);

  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.GIFT_ACTIVITY,
    {
      schema: {
        body: leadBody,
        response: answers(
          z.object({
            lead_id: z.int(),
            duplicate: z.boolean(),
            token: z
              .string()
              .optional()
              .describe('the login the code made (absent when the visitor was logged in)'),
          }),
          `the lead is stored (a repeat: msg ${DUPLICATE_LEAD_MSG})`,
        ),
      },
      bodyLimit: 16 * 1024,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { nick_name: nickName, handset, version_id: versionId, code } = request.body;
      const { cps_id: cpsId, is_send_result: isSendResult, page_code: pageField } = request.body;
      const pageCode = (pageField || pageCodeFromReferer(request.headers.referer)) ?? '';
      // Before the code is looked at: a refused answer leaves the code to be used again.
      const extra = await checkedLeadAnswers(app, pageCode, request.body.extra);
      const variant = await variantOfVisit(app, pageCode, request.body.sid, request.body.vs);
      const consentVersion = await requireCurrentConsent(app, request.body.consent_version);
      // The SMS code is checked below: a lead is only written with the right one.
      await guard(request, reply, { pageCode, handset, verified: true });

      const signIn = !(await carriesLogin(app, readToken(request)));
      const now = new Date();
      const outcome = await app.database.db.transaction(
        async (tx): Promise<{ check: CodeCheck; saved: LeadInsert | null; uid: number | null }> => {
          const check = await checkSmsCode(createSmsCodeRepository(tx), hasher, handset, code, now);
          // Only a right code (used or not) may learn whether a lead exists.
          if (check.kind !== 'ok' && check.kind !== 'consumed') {
            return { check, saved: null, uid: null };
          }
          // Only a fresh code logs in, and it is spent by doing so: a used one proves nothing now.
          const login = async () => {
            if (!signIn || check.kind !== 'ok') return null;
            const { user } = await createUserRepository(tx).loginOrRegister({
              handset,
              now,
              consentVersion,
              nickName,
            });
            return user.softuserId;
          };
          const leads = createLeadRepository(tx);
          const existing = await leads.find(handset, pageCode);
          if (existing) {
            if (check.kind === 'ok' && signIn) {
              await createSmsCodeRepository(tx).consume(check.id, now);
            }
            return { check, saved: { lead: existing, created: false }, uid: await login() };
          }
          if (check.kind === 'consumed') return { check, saved: null, uid: null };
          await createSmsCodeRepository(tx).consume(check.id, now);
          const saved = await leads.insert({
            pageCode,
            handset,
            nickName,
            cpsId,
            versionId,
            isSendResult,
            extra,
            consentVersion,
            variant,
            createdAt: now,
          });
          // In the lead's transaction: a committed lead always has its deliveries queued.
          if (saved.created) {
            await enqueueLeadDeliveries(tx, {
              id: saved.lead.id,
              pageCode: saved.lead.pageCode,
              createdAt: saved.lead.createdAt,
            });
          }
          return { check, saved, uid: await login() };
        },
      );

      const { saved } = outcome;
      if (!saved) throw codeRefusal(outcome.check) ?? new AppError('INTERNAL');
      // Sent after the answer's commit, never awaited: a slow receiver cannot hold the visitor.
      if (saved.created) app.webhookDeliverer.wake();
      const token = outcome.uid === null ? null : await app.tokens.sign(outcome.uid);
      if (token) setTokenCookie(request, reply, token);
      const login = token ? { token } : {};
      const answer: Envelope<LeadAnswer> = saved.created
        ? ok({ lead_id: saved.lead.id, duplicate: false, ...login })
        : {
            code: 1,
            msg: DUPLICATE_LEAD_MSG,
            response: { lead_id: saved.lead.id, duplicate: true, ...login },
          };
      return answer;
    },
  );
}
