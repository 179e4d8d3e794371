import { API_PATHS, LEAD_FORM_VERSION_ID, LEAD_NAME_MAX_LENGTH } from '@h5-page/schema/constants';
import type { BlockRuntime } from '../runtime.ts';
import { isValidHandset } from '../shared/send-sms-code.ts';

/** Whether the (trimmed) name and phone may go on: both given, the name short enough, a mobile. */
export function isValidNameAndPhone(name: string, phone: string): boolean {
  return (
    name !== '' && [...name].length <= LEAD_NAME_MAX_LENGTH && phone !== '' && isValidHandset(phone)
  );
}

/** The hint asks for the SMS code's 6 digits; codes of 4 to 6 digits are taken. */
export function isWellFormedCode(code: string): boolean {
  return /^\d{4,6}$/.test(code);
}

/**
 * The channel (`cps_id`) of a lead: the block's own `cpsId`, else the page URL's `cps_id` or
 * `channel` query parameter (`search` is the URL's query, e.g. `?cps_id=wx-ad-01`), else ''.
 */
export function channelOf(cpsId: unknown, search: string): string {
  const own = typeof cpsId === 'number' || typeof cpsId === 'string' ? String(cpsId).trim() : '';
  if (own) return own;
  const query = new URLSearchParams(search);
  return query.get('cps_id')?.trim() || query.get('channel')?.trim() || '';
}

export interface LeadRequest {
  nickName: string;
  handset: string;
  code: string;
  cpsId: string;
  versionId?: number;
  /** The extra fields' answers, by label (only when the form has extra fields). */
  extra?: Record<string, string>;
  /** The privacy statement's version the visitor agreed to. */
  consentVersion: number;
}

/** The gift activity's answer (code 1): `duplicate` when the phone already left a lead here. */
export interface LeadAnswer {
  lead_id?: number;
  duplicate?: boolean;
  /** The login the code made, when the visitor came without one. */
  token?: string;
}

type Runtime = Pick<BlockRuntime, 'api' | 'page' | 'tracker'>;

/**
 * Activates: `POST gift/v1/activity` (spec section 7), with the page's visit (`sid`, `vs`),
 * from which the server reads the A/B variant the lead counts for. Resolves the answer, or null
 * when the server refused (the API client has shown its msg).
 */
export async function activateLead(
  runtime: Runtime,
  request: LeadRequest,
): Promise<LeadAnswer | null> {
  try {
    // A lead is never held back by tracking: without a visit it goes without one.
    const visit = await runtime.tracker.visit?.().catch(() => null);
    const answer = await runtime.api.post<LeadAnswer>(
      API_PATHS.GIFT_ACTIVITY,
      {
        nick_name: request.nickName,
        handset: request.handset,
        code: request.code,
        is_send_result: 1,
        cps_id: request.cpsId,
        version_id: request.versionId ?? LEAD_FORM_VERSION_ID,
        page_code: runtime.page.code,
        ...(visit ? { sid: visit.sid, vs: visit.vs } : {}),
        ...(request.extra ? { extra: request.extra } : {}),
        consent_version: request.consentVersion,
      },
      { hideError: true },
    );
    return answer ?? {};
  } catch {
    return null;
  }
}
