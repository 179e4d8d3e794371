import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, CAPTCHA_APP_ID_TYPE, MESSAGES } from '@h5-page/schema/constants';
import {
  SMS_CODE_TTL_MS,
  checkSmsCode,
  createSmsCodeHasher,
  generateSmsCode,
  smsText,
} from './auth/sms-codes.ts';
import type { CodeCheck, SmsCodeHasher } from './auth/sms-codes.ts';
import { setTokenCookie } from './auth/token-cookie.ts';
import { chinaDay, enforceRules, formatWait } from '../counters/rate-limit.ts';
import type { RateRule } from '../counters/rate-limit.ts';
import { AppError, ok } from '../errors.ts';
import { CaptchaUnavailableError } from './providers/captcha-provider.ts';
import { createSmsCodeRepository } from './store/sms-code-repository.ts';
import { createUserRepository } from './store/user-repository.ts';
import type { UserAddress } from './store/user-repository.ts';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import {
  checked,
  keptText,
  optionalIntIn,
  positiveIntField,
  refusing,
  textField,
} from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { consentVersionField, requireCurrentConsent } from './consent.ts';

/**
 * The passport calls of spec section 7:
 *
 * - `GET  /oabase/api/passport/captcha/get-data-app-id?type=2` → `{app_id}`
 * - `POST /oabase/api/passport/register/advert-sms/send` `{handset, ticket, randstr,
 *   platform_name, operation_name, type}`: checks the captcha, then texts a 6-digit code.
 *   One send per handset per 60 s, 10 per handset per day (China time), 30 per IP per hour.
 * - `POST /oabase/api/passport/smart/login` `{handset, code, consent_version}` (and optionally
 *   `nick_name` and a register-by-address `province, provinceID, city, cityID, area, areaID`):
 *   logs in, or registers and logs in, recording the statement's version the visitor agreed to
 *   on the user; answers the token and sets the `token` cookie.
 */

/** SMS send limits per handset and per address: each refusal says when to try again. */
export const SMS_LIMITS = {
  perHandsetGapMs: 60_000,
  perHandsetPerDay: 10,
  perIpPerHour: 30,
} as const;

const HOUR_MS = 60 * 60 * 1000;

/** The rules one send is checked against, for `handset` from `ip` at `now`. */
export function smsSendRules(handset: string, ip: string, now: number): RateRule[] {
  const day = chinaDay(now);
  return [
    {
      key: `sms:gap:${handset}`,
      windowMs: SMS_LIMITS.perHandsetGapMs,
      limit: 1,
      refuse: (ms) => new AppError('SMS_TOO_FREQUENT', `发送过于频繁，请 ${formatWait(ms)}后再试`),
    },
    {
      key: `sms:day:${day.key}:${handset}`,
      windowMs: day.msLeft,
      limit: SMS_LIMITS.perHandsetPerDay,
      refuse: () => new AppError('SMS_DAILY_LIMIT'),
    },
    {
      key: `sms:ip:${ip}`,
      windowMs: HOUR_MS,
      limit: SMS_LIMITS.perIpPerHour,
      refuse: (ms) => new AppError('IP_RATE_LIMITED', `请求过于频繁，请 ${formatWait(ms)}后再试`),
    },
  ];
}

/** The refusal a code check answers; null when the code was right and unused. */
export function codeRefusal(check: CodeCheck): AppError | null {
  switch (check.kind) {
    case 'ok':
      return null;
    case 'missing':
      return new AppError('SMS_CODE_NOT_SENT');
    case 'expired':
      return new AppError('SMS_CODE_EXPIRED');
    case 'locked':
      return new AppError('SMS_CODE_LOCKED');
    case 'wrong':
      return new AppError('SMS_CODE_WRONG');
    case 'consumed':
    case 'used':
      return new AppError('SMS_CODE_USED');
  }
}

/** A valid mainland mobile number, else 请输入正确的手机号. */
function requireHandset(value: unknown): string {
  const handset = textField(value, 11);
  if (!handset || !MAINLAND_MOBILE.test(handset)) throw new AppError('INVALID_PHONE');
  return handset;
}

/** The SMS code, trimmed; 请输入验证码 when empty. */
export function requireCode(value: unknown): string {
  const code = textField(value, 64);
  if (code === undefined || code === '') throw new AppError('SMS_CODE_REQUIRED');
  // Junk (control characters, far too long) can never be right: a wrong code, not counted.
  if (code === null) throw new AppError('SMS_CODE_WRONG');
  return code;
}

/** Register-by-address fields; undefined when no province was given. */
function addressOf(fields: Record<string, unknown>): UserAddress | undefined {
  if (fields.province === undefined || fields.province === '') return undefined;
  const name = (key: string) => {
    const value = textField(fields[key], 32);
    if (value === null) throw new AppError('INVALID_ADDRESS');
    return value || null;
  };
  const id = (key: string) => {
    const raw = fields[key] ?? fields[key.replace(/ID$/, '_id')];
    if (raw === undefined || raw === null || raw === '') return null;
    const value = positiveIntField(raw);
    if (value === null) throw new AppError('INVALID_ADDRESS');
    return value;
  };
  const address = {
    province: name('province'),
    provinceId: id('provinceID'),
    city: name('city'),
    cityId: id('cityID'),
    area: name('area'),
    areaId: id('areaID'),
  };
  if (!address.province) throw new AppError('INVALID_ADDRESS');
  return address;
}

/** A captcha answer: missing or junk is 请完成验证. */
const captchaAnswer = (max: number, description: string) =>
  checked((value) => {
    const text = textField(value, max);
    if (!text) throw new AppError('CAPTCHA_REQUIRED');
    return text;
  }, description);

// The spec's call asks with type 2 and no other; a caller leaving it out gets the same app.
const captchaQuery = z.object({
  type: optionalIntIn([CAPTCHA_APP_ID_TYPE]).describe('验证码场景（只能是 2）'),
});

const smsSendBody = z.object({
  handset: checked(requireHandset, '手机号（中国大陆 11 位）'),
  ticket: captchaAnswer(2048, '滑块验证码的 ticket'),
  randstr: captchaAnswer(512, '滑块验证码的 randstr'),
  type: keptText(32, '用途'),
  operation_name: keptText(32, '用途（旧名）'),
  platform_name: keptText(32, '平台'),
});

const ADDRESS_FIELDS = ['province', 'provinceID', 'city', 'cityID', 'area', 'areaID'] as const;

const loginBody = z
  .looseObject({
    handset: checked(requireHandset, '手机号（中国大陆 11 位）'),
    code: checked(requireCode, '短信验证码'),
    nick_name: checked((value) => {
      const nickName = textField(value, 12);
      if (nickName === null) throw new AppError('INVALID_NAME_OR_PHONE');
      return nickName || undefined;
    }, '昵称（注册时，最多 12 个字）'),
    ...Object.fromEntries(
      ADDRESS_FIELDS.map((name) => [name, z.unknown().optional().describe('按地址注册')]),
    ),
    // A login takes the phone (and registers a new one): not without consent.
    consent_version: consentVersionField(),
  })
  .transform(
    refusing((body) => ({
      handset: body.handset,
      code: body.code,
      nickName: body.nick_name,
      address: addressOf(body),
      consentVersion: body.consent_version,
    })),
  );

export async function passportRoutes(app: FastifyInstance): Promise<void> {
  const hasher: SmsCodeHasher = createSmsCodeHasher(app.config.jwtSecret);

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    API_PATHS.CAPTCHA_APP_ID,
    {
      schema: {
        querystring: captchaQuery,
        response: answers(z.object({ app_id: z.string() }), "the slider captcha's app id"),
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return ok({ app_id: app.captcha.appId() });
    },
  );

  route.post(
    API_PATHS.ADVERT_SMS_SEND,
    {
      schema: {
        body: smsSendBody,
        response: answers(
          z.object({ expires_in: z.int(), resend_after: z.int() }).describe('seconds'),
          'the code is sent',
        ),
      },
      bodyLimit: 16 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      const { handset, ticket, randstr } = request.body;
      const purpose = request.body.type || request.body.operation_name;

      // The caller's address, for per-IP limits and the captcha check.
      const ip = request.ip || 'unknown';
      const now = Date.now();
      const rules = smsSendRules(handset, ip, now);
      // Refused sends do not count and do not spend the captcha ticket.
      await enforceRules(app.counters, rules, 'peek', reply);
      await verifyCaptcha(app, request, ticket, randstr, ip);
      // Counting for real; a send racing this one may still be refused here.
      await enforceRules(app.counters, rules, 'hit', reply);

      const code = generateSmsCode();
      const id = await app.accounts.smsCodes.insert({
        handset,
        codeHash: hasher.hash(handset, code),
        purpose,
        ip,
        createdAt: new Date(now),
        expiresAt: new Date(now + SMS_CODE_TTL_MS),
      });
      try {
        await app.sms.send(handset, smsText(code), { code });
      } catch (error) {
        // Not sent: the previous code stays the newest and the visitor may try again at once.
        await app.accounts.smsCodes.remove(id).catch(() => {});
        await app.counters.reset(rules[0]?.key ?? '').catch(() => {});
        throw new AppError('SMS_SEND_FAILED', undefined, { cause: error });
      }
      return ok({
        expires_in: SMS_CODE_TTL_MS / 1000,
        resend_after: SMS_LIMITS.perHandsetGapMs / 1000,
      });
    },
  );

  route.post(
    API_PATHS.SMART_LOGIN,
    {
      schema: {
        body: loginBody,
        response: answers(
          z.object({
            token: z.string(),
            softuser_id: z.int(),
            softuser_type: z.int(),
            is_new_user: z.boolean(),
          }),
          'logged in (registered if new): the token cookie is set',
        ),
      },
      bodyLimit: 16 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      const { handset, code, nickName, address } = request.body;
      // Before the code is looked at: a refused answer leaves the code to be used again.
      const consentVersion = await requireCurrentConsent(app, request.body.consentVersion);

      const now = new Date();
      // The code check and the login commit together; a refusal still commits the wrong try.
      const outcome = await app.database.db.transaction(async (tx) => {
        const check = await checkSmsCode(createSmsCodeRepository(tx), hasher, handset, code, now);
        if (check.kind !== 'ok') return { check, login: null };
        await createSmsCodeRepository(tx).consume(check.id, now);
        const login = await createUserRepository(tx).loginOrRegister({
          handset,
          now,
          consentVersion,
          ...(nickName ? { nickName } : {}),
          ...(address ? { address } : {}),
        });
        return { check, login };
      });
      const refusal = codeRefusal(outcome.check);
      if (refusal || !outcome.login) throw refusal ?? new AppError('INTERNAL');

      const { user, created } = outcome.login;
      const token = await app.tokens.sign(user.softuserId);
      setTokenCookie(request, reply, token);
      return ok({
        token,
        softuser_id: user.softuserId,
        softuser_type: user.softuserType,
        is_new_user: created,
      });
    },
  );
}

/** Checks the captcha; 验证失败[code] when it fails, 503 when the service cannot be asked. */
async function verifyCaptcha(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: string,
  randstr: string,
  ip: string,
): Promise<void> {
  let verdict;
  try {
    verdict = await app.captcha.verify(ticket, randstr, ip);
  } catch (error) {
    if (error instanceof CaptchaUnavailableError) {
      request.log.warn({ err: error }, 'captcha service unavailable');
      throw new AppError('CAPTCHA_UNAVAILABLE', undefined, { cause: error });
    }
    throw error;
  }
  if (!verdict.ok) {
    request.log.info({ code: verdict.code, reason: verdict.reason }, 'captcha check failed');
    throw new AppError('CAPTCHA_FAILED', MESSAGES.captchaFailed(verdict.code));
  }
}
