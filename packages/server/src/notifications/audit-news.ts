import { chinaDateTimeText } from '@h5-page/schema/china-time';
import type { AuditEntry } from '../audit/audit-chain.ts';
import type { NotificationDraft, NotificationRepository } from './notification-repository.ts';

/** The audit trail's actions that are news to someone; every other entry is passed over. */
export const NEWS_ACTIONS = [
  'review.submit',
  'review.approve',
  'review.reject',
  'page.publish',
  'page.schedule',
  'page.rollback',
  'page.import',
] as const;

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const who = (actor: string | null) => actor ?? '系统';
/** `：意见` after a sentence, when there is one. */
const saying = (words: string) => (words ? `：${words}` : '');

/**
 * What an audit entry tells whom: a submission its reviewers, a decision the submitter (with the
 * reviewer's comment), a publish the page's people (who last saved it, who submitted it), never
 * the one who did it. Read as the entry was written, so the words are the trail's own.
 */
export async function auditNews(
  entry: AuditEntry,
  repository: NotificationRepository,
): Promise<NotificationDraft[]> {
  const code = entry.page_code;
  if (!code) return [];
  const folk = await repository.pageFolk(code);
  const page = `「${folk?.title || code}」`;
  const base = { key: `audit:${entry.seq}`, pageCode: code, at: new Date(entry.at) };
  const others = (names: readonly (string | null)[]) =>
    repository.enabled(names.filter((name) => name !== entry.actor));
  const detail = entry.detail;
  const review = numberOf(detail.review);

  switch (entry.action) {
    case 'review.submit': {
      if (review === null) return [];
      return [
        {
          ...base,
          kind: 'review_submitted',
          text: `${who(entry.actor)} 提交了${page}的审核申请${saying(textOf(detail.note))}`,
          target: { screen: 'review', id: review },
          recipients: await repository.reviewers(entry.actor),
        },
      ];
    }
    case 'review.approve':
    case 'review.reject': {
      if (review === null) return [];
      const author = await repository.submitterOf(review);
      const approved = entry.action === 'review.approve';
      const comment = textOf(detail.comment);
      return [
        {
          ...base,
          kind: approved ? 'review_approved' : 'review_rejected',
          text: approved
            ? `${page}的审核申请已由 ${who(entry.actor)} 通过${saying(comment)}`
            : `${page}的审核申请被 ${who(entry.actor)} 驳回${saying(comment)}`,
          // Approved: on to publishing; rejected: the comment and the notes at their blocks.
          target: approved ? { screen: 'page', code } : { screen: 'review', id: review },
          recipients: await others([author]),
        },
      ];
    }
    default: {
      const version = numberOf(detail.version);
      const at = Date.parse(entry.at);
      const startsAt = Date.parse(textOf(detail.starts_at));
      // A page never live goes live with its start still ahead too (`page.publish`).
      const waits = startsAt > at && entry.action !== 'page.rollback';
      const text = waits
        ? `${who(entry.actor)} 定时发布了${page}（第 ${version} 版），将于 ${chinaDateTimeText(startsAt, at)} 开始`
        : entry.action === 'page.rollback'
          ? `${who(entry.actor)} 将${page}回滚到第 ${numberOf(detail.to_version)} 版（现为第 ${version} 版）`
          : entry.action === 'page.import'
            ? `${page}已由命令行导入并发布（第 ${version} 版）`
            : `${who(entry.actor)} 发布了${page}（第 ${version} 版）`;
      return [
        {
          ...base,
          kind: 'page_published',
          text,
          target: { screen: 'page', code },
          recipients: await others([folk?.updatedBy ?? null, folk?.submittedBy ?? null]),
        },
      ];
    }
  }
}
