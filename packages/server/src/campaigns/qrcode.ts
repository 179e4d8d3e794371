import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { requireUser } from '../accounts/auth/require-user.ts';
import { AppError, ok } from '../errors.ts';
import type { QrCodeRow } from './store/tables.ts';
import { id, optionalText, ID_PATTERN } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { staffQrFor } from './staff-qr.ts';
import { campaignGet } from './campaign-get.ts';
import { userPost } from './user-post.ts';

/** The person code a bare get-person-wechat-qrcode call answers. */
export const DEFAULT_PERSON_CODE_ID = 'person';

const detailQuery = z.object({ code_id: id() });
const personBody = z.object({ code_id: optionalText({ max: 64, pattern: ID_PATTERN }) });

/** The QR responses of spec section 3. */
export interface QrAnswer {
  code_id: string;
  title: string;
  wechat_qrcode: string;
  wechat_img: string;
  qw: string;
  dynamic: boolean;
}

const qrAnswer = answers(
  z.object({
    code_id: z.string(),
    title: z.string(),
    wechat_qrcode: z.string(),
    wechat_img: z.string(),
    qw: z.string().describe('the enterprise WeChat code'),
    dynamic: z.boolean(),
  }),
);

/**
 * QR codes (button action 2, the qrcode block):
 *
 * - `GET /oabase/api/channel/app/qrcode/detail?code_id=…` → `{code_id, title, wechat_qrcode,
 *   wechat_img, qw, dynamic}`; a dynamic code needs a token (401) and its `qw` is the enterprise
 *   WeChat code of its state code when it has none of its own. Unknown: 404 二维码不存在.
 * - `POST …/open/get-person-wechat-qrcode {code_id?}` (token) → the same, for the visitor's
 *   personal service code (`code_id` defaults to `person`).
 */
export async function qrcodeRoutes(app: FastifyInstance): Promise<void> {
  const qrCodes = app.campaigns.qrCodes;

  const answer = async (request: FastifyRequest, row: QrCodeRow): Promise<QrAnswer> => {
    let qw = row.qw;
    if (row.dynamic && !qw && row.stateCode) {
      qw = (await staffQrFor(app, request, row.stateCode, true))?.qrCode ?? '';
    }
    return {
      code_id: row.codeId,
      title: row.title,
      wechat_qrcode: row.wechatQrcode,
      wechat_img: row.wechatImg,
      qw,
      dynamic: row.dynamic,
    };
  };

  const detail = { query: detailQuery, response: qrAnswer };
  campaignGet(app, API_PATHS.QR_CODE_DETAIL, detail, async ({ query, request }) => {
    const row = await qrCodes.find(query.code_id);
    if (!row) throw new AppError('QR_CODE_NOT_FOUND');
    // Dynamic codes load only when logged in (spec section 6).
    if (row.dynamic) await requireUser(request);
    return ok(await answer(request, row));
  });

  const person = { body: personBody, response: qrAnswer };
  userPost(app, API_PATHS.PERSON_WECHAT_QRCODE, person, async ({ body, request }) => {
    const row = await qrCodes.find(body.code_id ?? DEFAULT_PERSON_CODE_ID);
    if (!row) throw new AppError('QR_CODE_NOT_FOUND');
    return ok(await answer(request, row));
  });
}
