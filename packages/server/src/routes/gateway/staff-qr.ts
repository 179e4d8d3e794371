import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viaProvider } from './campaign-support.ts';

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
 * the default staff member's. Null when there is none.
 */
export async function staffQrFor(
  app: FastifyInstance,
  request: FastifyRequest,
  stateCode: string,
  useDefault: boolean,
): Promise<StaffQr | null> {
  const repository = app.store.campaign.staff;
  const binding = await repository.binding(stateCode);
  if (binding?.contactQrCode) {
    return { qrCode: binding.contactQrCode, staffId: binding.serveStaffId, isDefault: false };
  }
  const client = app.enterpriseWechat;
  const ask = (staff: NonNullable<Awaited<ReturnType<typeof repository.staff>>>) =>
    viaProvider(request, 'ENTERPRISE_WECHAT_FAILED', () => client.staffQrCode(stateCode, staff));

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
