/**
 * The stages of the invite-friends campaign: invite `need` friends who register, receive the
 * stage's prize once. The server grants by this table; the blocks show it. No zod.
 */
export interface InviteStage {
  stage: number;
  need: number;
  prize: string;
}

export const INVITE_STAGES: readonly InviteStage[] = [
  { stage: 1, need: 1, prize: '7 天投顾策略体验卡' },
  { stage: 2, need: 3, prize: '30 天 Level-2 行情卡' },
  { stage: 3, need: 5, prize: '名师直播课季度会员' },
];

/** What a friend gets for registering with an invitation, and the daily share prize. */
export const INVITE_NEWCOMER_PRIZE = '新人投顾体验券 · 3 天';
export const INVITE_SHARE_PRIZE = '每日分享礼 · 精选研报 1 篇';
