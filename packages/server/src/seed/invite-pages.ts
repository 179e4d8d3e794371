import type { Block } from '@h5-page/schema/page';
import { INVITE_STAGES } from '@h5-page/schema/invite/invite-stages';
import { copyright, empty, image } from './blocks.ts';
import { block } from './seed-block.ts';

/**
 * The invite-friends route pages: the inviter's page (rules, share code, stages, records), the
 * friend's register page (real registration with an SMS code) and the result page, which shows
 * what the server confirms.
 */

const rules = (title: string, lines: string[]): Block =>
  block('code', {
    html: `<div style="margin:0 12px;padding:14px 16px;border-radius:12px;background:#fff;color:#5a3a2a;font-size:13px;line-height:1.7"><p style="margin:0 0 6px;font-weight:700;color:#b3261e;font-size:15px">${title}</p>${lines
      .map((line, i) => `<p style="margin:3px 0">${i + 1}. ${line}</p>`)
      .join('')}</div>`,
  });

const INVITE_HOME: Block[] = [
  image('InviteFriends', '邀请好友赢奖励：好友注册，双方各得体验券'),
  empty(16),
  block('inviteHome', { title: '我的邀请', registerUrl: '/h5-page/InviteFriends/register' }),
  block('inviteRecords', { title: '邀请记录' }),
  rules('活动规则', [
    '复制你的专属邀请链接发给好友，好友通过链接用手机号注册即计入邀请。',
    `阶段奖励：${INVITE_STAGES.map((s) => `邀请 ${s.need} 人得「${s.prize}」`).join('；')}，每个阶段限领一次。`,
    '每日分享邀请链接后可领取分享礼一次。',
    '仅限未注册牛8的新用户计入邀请，同一手机号只计一次。',
    '奖励为投资资讯与工具服务体验，不构成投资建议，不承诺任何收益。',
  ]),
  empty(40),
  copyright(),
];

const INVITE_REGISTER: Block[] = [
  image('InviteFriends-register', '好友邀请你加入牛8：注册即领新人投顾体验券'),
  empty(16),
  block('inviteRegister', {
    title: '接受邀请，注册领新人礼',
    successUrl: '/h5-page/InviteFriends/success',
  }),
  rules('新人礼说明', [
    '注册成功即得「新人投顾体验券 · 3 天」，可在 App 卡券中查看。',
    '验证码 5 分钟内有效，请勿泄露给他人。',
    '投资有风险，入市需谨慎。',
  ]),
  empty(40),
  copyright(),
];

const INVITE_SUCCESS: Block[] = [
  image('InviteFriends-success', '注册结果'),
  empty(16),
  block('inviteSuccess', {
    registerUrl: '/h5-page/InviteFriends/register',
    homeUrl: '/h5-page/InviteFriends',
  }),
  empty(40),
  copyright(),
];

export const INVITE_PAGE_BLOCKS: Readonly<Record<string, Block[]>> = {
  '/InviteFriends': INVITE_HOME,
  '/InviteFriends/register': INVITE_REGISTER,
  '/InviteFriends/success': INVITE_SUCCESS,
};
