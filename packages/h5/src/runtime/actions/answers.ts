import { actionText, safeUrlOf } from './action-handler.ts';

// The shapes of the answers the server-backed actions read (spec section 3), and how they read
// them. (The button and qrcode blocks read the same answers in their own chunks: blocks/src/button/
// join-group.ts, blocks/src/qrcode/qr-image.ts; kept apart so the services chunk shares no chunk
// with them.)

/** The QR answers: the code detail and person calls (wechat_qrcode, wechat_img, qw), the staff call (qr_code). */
export interface QrAnswer {
  title?: unknown;
  wechat_qrcode?: unknown;
  wechat_img?: unknown;
  qw?: unknown;
  qr_code?: unknown;
}

/** The picture of a QR answer: wechat_qrcode, else wechat_img, else qw (or qr_code); '' when none. */
export function qrPictureOf(answer: QrAnswer | null | undefined): string {
  if (!answer) return '';
  return (
    safeUrlOf(answer.wechat_qrcode) ||
    safeUrlOf(answer.wechat_img) ||
    safeUrlOf(answer.qw) ||
    safeUrlOf(answer.qr_code)
  );
}

/** The check-can-join answer (can_join, groups: the ids of the visitor's groups). */
export interface CanJoinAnswer {
  can_join?: unknown;
  groups?: unknown;
}

/** Whether the visitor's groups include `groupId`. */
export function isGroupMember(answer: CanJoinAnswer | undefined, groupId: string): boolean {
  const groups = answer?.groups;
  return groupId !== '' && Array.isArray(groups) && groups.some((id) => actionText(id) === groupId);
}
