import type { FastifyInstance } from 'fastify';
import { API_PATHS, LEAD_NAME_MAX_LENGTH } from '@h5-page/schema/constants';
import { checkSmsCode, createSmsCodeHasher } from '../../auth/sms-codes.ts';
import type { CodeCheck } from '../../auth/sms-codes.ts';
import { AppError, badRequest, ok } from '../../errors.ts';
import type { Envelope } from '../../errors.ts';
import { createLeadRepository } from '../../store/lead-repository.ts';
import type { LeadInsert } from '../../store/lead-repository.ts';
import { createSmsCodeRepository } from '../../store/sms-code-repository.ts';
import {
  MAINLAND_MOBILE,
  fieldsOf,
  flagField,
  optionalTextField,
  pageCodeFromReferer,
  pageCodeOf,
  positiveIntField,
  textField,
} from './account-fields.ts';
import { codeRefusal, requireCode } from './passport.ts';

/** What a repeat lead is told (code 1: it is not an error, nothing was lost). */
export const DUPLICATE_LEAD_MSG = '您已提交过，无需重复提交';

export interface LeadAnswer {
  lead_id: number;
  duplicate: boolean;
}

/**
 * `POST /oabase/api/gift/v1/activity` `{nick_name, handset, code, is_send_result, cps_id,
 * version_id}`: the lead form's activation (spec sections 4, 5, 7). Repeats the form's rules,
 * checks the SMS code, and stores the lead with its page, channel (`cps_id`) and time.
 *
 * The page: the body's optional `page_code`, else the Referer (`/h5-page/h5/<code>`, or a
 * campaign route's page), else '' (unknown). `code` is the SMS code, so it cannot name the page.
 *
 * One lead per handset and page: a repeat answers code 1 with 您已提交过，无需重复提交 and
 * `{lead_id, duplicate: true}`. The code is consumed and the lead written in one transaction,
 * before the answer: a lead acknowledged to the visitor is in the database.
 */
export async function giftActivityRoutes(app: FastifyInstance): Promise<void> {
  const hasher = createSmsCodeHasher(app.config.jwtSecret);

  app.post(API_PATHS.GIFT_ACTIVITY, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const fields = fieldsOf(request.body);

    // The form's own rules, again: name and phone required after trimming (and the form's
    // lengths), a mainland mobile, a code.
    const nickName = textField(fields.nick_name, LEAD_NAME_MAX_LENGTH);
    const handset = textField(fields.handset, 32);
    if (!nickName || !handset) throw new AppError('INVALID_NAME_OR_PHONE');
    if (!MAINLAND_MOBILE.test(handset)) throw new AppError('INVALID_PHONE');
    const versionId = positiveIntField(fields.version_id);
    if (versionId === null) throw new AppError('INVALID_VERSION_ID');
    const code = requireCode(fields);

    const cpsId = optionalTextField(fields.cps_id, 64);
    if (cpsId === null) throw badRequest('参数 cps_id 格式不正确');
    const isSendResult = flagField(fields.is_send_result);
    if (isSendResult === null) throw badRequest('参数 is_send_result 只能是 0、1');
    const pageField = optionalTextField(fields.page_code, 64);
    if (pageField === null || (pageField && !pageCodeOf(pageField))) {
      throw badRequest('参数 page_code 格式不正确');
    }
    const pageCode = (pageField || pageCodeFromReferer(request.headers.referer)) ?? '';

    const now = new Date();
    const outcome = await app.store.db.transaction(
      async (tx): Promise<{ check: CodeCheck; saved: LeadInsert | null }> => {
        const check = await checkSmsCode(createSmsCodeRepository(tx), hasher, handset, code, now);
        // Only a right code (used or not) may learn whether a lead exists.
        if (check.kind !== 'ok' && check.kind !== 'consumed') return { check, saved: null };
        const leads = createLeadRepository(tx);
        const existing = await leads.find(handset, pageCode);
        if (existing) return { check, saved: { lead: existing, created: false } };
        if (check.kind === 'consumed') return { check, saved: null };
        await createSmsCodeRepository(tx).consume(check.id, now);
        const saved = await leads.insert({
          pageCode,
          handset,
          nickName,
          cpsId,
          versionId,
          isSendResult: isSendResult ?? 0,
          createdAt: now,
        });
        return { check, saved };
      },
    );

    const { saved } = outcome;
    if (!saved) throw codeRefusal(outcome.check) ?? new AppError('INTERNAL');
    const answer: Envelope<LeadAnswer> = saved.created
      ? ok({ lead_id: saved.lead.id, duplicate: false })
      : { code: 1, msg: DUPLICATE_LEAD_MSG, response: { lead_id: saved.lead.id, duplicate: true } };
    return answer;
  });
}
