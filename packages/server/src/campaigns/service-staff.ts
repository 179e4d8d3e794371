import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { AppError, ok } from '../errors.ts';
import { flag, stateCode } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { staffQrFor } from './staff-qr.ts';
import { campaignGet } from './campaign-get.ts';

const niuniuQuery = z.object({ state: stateCode() });
const staffQrQuery = z.object({
  state_code: stateCode(),
  return_default_if_no_qrcode: flag(0),
});

export interface NiuniuServiceAnswer {
  serve_staff_id: number;
  trace_staff_id: number;
  contact_qr_code: string;
}

export interface StaffQrAnswer {
  /** The enterprise WeChat contact code (also as `qw`, the field the qrcode block shows). */
  qr_code: string;
  qw: string;
  staff_id: number;
  is_default: boolean;
}

/**
 * Service staff (no token needed):
 *
 * - `GET get-niuniu-service?state=…` (button action 6, `niuniuCodeId` as the state) →
 *   `{serve_staff_id, trace_staff_id, contact_qr_code}` of the state code's binding, as stored:
 *   both ids 0 is an answer the button turns into 未绑定服务人员，无法获取; a state code with no
 *   binding answers 404 with that msg. contact_qr_code is the binding's code, else the serve
 *   staff member's own.
 * - `GET /enterprisewechat/api/wechat/app/staff/qr-code?state_code=…&return_default_if_no_qrcode=0|1`
 *   (button action 10, the qrcode block's staff type) → `{qr_code, qw, staff_id, is_default}`
 *   through the enterprise WeChat client; none: 404 暂无服务人员二维码.
 */
export async function serviceStaffRoutes(app: FastifyInstance): Promise<void> {
  const staff = app.campaigns.staff;

  const niuniu = {
    query: niuniuQuery,
    response: answers(
      z.object({
        serve_staff_id: z.int(),
        trace_staff_id: z.int(),
        contact_qr_code: z.string(),
      }),
    ),
  };
  campaignGet(app, API_PATHS.NIUNIU_SERVICE, niuniu, async ({ query: { state } }) => {
    const binding = await staff.binding(state);
    if (!binding) throw new AppError('NO_SERVICE_STAFF');
    let contact = binding.contactQrCode;
    if (!contact && binding.serveStaffId > 0) {
      contact = (await staff.staff(binding.serveStaffId))?.qrCode ?? '';
    }
    return ok<NiuniuServiceAnswer>({
      serve_staff_id: binding.serveStaffId,
      trace_staff_id: binding.traceStaffId,
      contact_qr_code: contact,
    });
  });

  const staffQr = {
    query: staffQrQuery,
    response: answers(
      z.object({
        qr_code: z.string().describe('the enterprise WeChat contact code'),
        qw: z.string().describe('the same, as the qrcode block reads it'),
        staff_id: z.int(),
        is_default: z.boolean(),
      }),
    ),
  };
  campaignGet(app, API_PATHS.STAFF_QR_CODE, staffQr, async ({ query, request }) => {
    const found = await staffQrFor(
      app,
      request,
      query.state_code,
      query.return_default_if_no_qrcode === 1,
    );
    if (!found) throw new AppError('STAFF_QR_CODE_NOT_FOUND');
    return ok<StaffQrAnswer>({
      qr_code: found.qrCode,
      qw: found.qrCode,
      staff_id: found.staffId,
      is_default: found.isDefault,
    });
  });
}
