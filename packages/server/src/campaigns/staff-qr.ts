import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkRules, formatWait } from '../counters/rate-limit.ts';
import { AppError } from '../errors.ts';
import type { StaffRow } from './store/tables.ts';
import { viaProvider } from './campaign-support.ts';

/** New contact ways one address may have made: each is an enterprise WeChat call, and stays. */
const NEW_CODES_PER_ADDRESS = 20;
const NEW_CODES_WINDOW_MS = 10 * 60_000;

/** Calls under way, per app: a burst for one state code waits for one outside call. */
const underWay = new WeakMap<FastifyInstance, Map<string, Promise<string | null>>>();

/**
 * The contact code of a state code and staff member: the one made before, else one made now by
 * the enterprise WeChat client (counted against the caller's address) and kept. One outside call
 * per state code and staff member, however many visitors ask.
 */
async function contactCodeFor(
  app: FastifyInstance,
  request: FastifyRequest,
  stateCode: string,
  staff: StaffRow,
): Promise<string | null> {
  const repository = app.campaigns.staff;
  const kept = await repository.contactCode(stateCode, staff.id);
  if (kept) return kept;
  let calls = underWay.get(app);
  if (!calls) underWay.set(app, (calls = new Map()));
  const key = `${stateCode}\u0000${staff.id}`;
  const pending = calls.get(key);
  if (pending) return pending;
  const refusal = await checkRules(
    app.counters,
    [
      {
        key: `staff-qr:ip:${request.ip}`,
        windowMs: NEW_CODES_WINDOW_MS,
        limit: NEW_CODES_PER_ADDRESS,
        refuse: (ms) => new AppError('IP_RATE_LIMITED', `请求过于频繁，请 ${formatWait(ms)}后再试`),
      },
    ],
    'hit',
  );
  if (refusal) throw refusal.error;
  const call = (async () => {
    const made = await viaProvider(request, 'ENTERPRISE_WECHAT_FAILED', () =>
      app.enterpriseWechat.staffQrCode(stateCode, staff),
    );
    return made ? repository.keepContactCode(stateCode, staff.id, made) : null;
  })();
  calls.set(key, call);
  try {
    return await call;
  } finally {
    calls.delete(key);
  }
}

export interface StaffQr {
  qrCode: string;
  staffId: number;
  /** True when the default staff member answered for a state code without its own. */
  isDefault: boolean;
}

/**
 * The enterprise WeChat code for a state code: the binding's saved contact code; else a code the
 * enterprise WeChat client makes for the binding's serve staff member (kept on the binding when
 * the real client made it, since each call makes a new contact way); else, when `useDefault`,
 * the default staff member's. Codes made are kept per state code and staff member, so an unknown
 * state code asked a hundred times costs one outside call. Null when there is none.
 */
export async function staffQrFor(
  app: FastifyInstance,
  request: FastifyRequest,
  stateCode: string,
  useDefault: boolean,
): Promise<StaffQr | null> {
  const repository = app.campaigns.staff;
  const binding = await repository.binding(stateCode);
  if (binding?.contactQrCode) {
    return { qrCode: binding.contactQrCode, staffId: binding.serveStaffId, isDefault: false };
  }
  const client = app.enterpriseWechat;
  const ask = (staff: StaffRow) => contactCodeFor(app, request, stateCode, staff);

  const bound =
    binding && binding.serveStaffId > 0 ? await repository.staff(binding.serveStaffId) : null;
  if (bound) {
    const qrCode = await ask(bound);
    if (qrCode) {
      if (client.kind === 'http') await repository.saveContactQrCode(stateCode, qrCode);
      return { qrCode, staffId: bound.id, isDefault: false };
    }
  }
  if (!useDefault) return null;
  const fallback = await repository.defaultStaff();
  if (!fallback) return null;
  const qrCode = await ask(fallback);
  return qrCode ? { qrCode, staffId: fallback.id, isDefault: true } : null;
}
