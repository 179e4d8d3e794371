import { auditActionLabel } from '@h5-page/schema/audit-actions';
import { EDITOR_ROLE_LABELS, isEditorRole } from '@h5-page/schema/editor-roles';
import { allocationLabel } from '../shared/allocation-text.ts';
import { formatTime } from '../shared/format-time.ts';

/**
 * An audit entry's detail in the builder's words: each key the server writes (see the entries
 * of `server/src/audit/audit-records.ts` and the routes that record) named in Chinese, instants
 * in Beijing time, flags as 是/否. The CSV export keeps the raw detail, which the hash covers.
 */

const KEY_LABELS: Record<string, string> = {
  revision: '修订号',
  base_revision: '基于修订号',
  version: '版本',
  manifest_sha256: '清单 SHA-256',
  starts_at: '开始时间',
  ends_at: '结束时间',
  after_end: '结束后',
  removed_ends_at: '取消的结束时间',
  to_version: '回滚到版本',
  template: '设为模板',
  role: '角色',
  ip: 'IP 地址',
  user: '账号',
  reason: '原因',
  unverified: '身份未核实',
  pages: '移除的页面',
  kept: '保留的页面',
  link: '预览链接',
  expires_at: '有效期至',
  review: '审核单号',
  note: '备注',
  comment: '审核意见',
  notes: '批注数',
  cps_id: '渠道号',
  name: '渠道名称',
  phrases: '合规词',
  subject: '数据',
  campaign: '活动',
  whole: '完整信息',
  rows: '条数',
  from: '起始日期',
  to: '截止日期',
  count: '删除条数',
  cutoff: '删除此前的数据',
  retention_days: '保留天数',
  phone: '手机号',
  handset: '手机号',
  leads: '线索数',
  sms_codes: '短信验证码数',
  length: '字数',
  variants: '实验方案',
  variant: '方案',
  made_by_server: '系统生成密码',
  filters: '筛选条件',
  global: '全部页面',
  per_address: '每个网络地址每天次数',
  per_device: '每台设备每天次数',
  per_handset: '每个手机号每天次数',
  verified_only: '仅限短信验证过的访客',
  webhook_id: 'Webhook 编号',
  url: '地址',
  action: '操作',
  actor: '操作人',
  page_code: '页面',
};

/** Keys whose meaning depends on the action that wrote them. */
const ACTION_KEY_LABELS: Record<string, Record<string, string>> = {
  'page.duplicate': { from: '复制自' },
  'page.create': { template: '来自模板' },
  'page.variants': { allocation: '流量分配' },
  'channel.rename': { from: '原名称', to: '新名称' },
  'audit.export': { from: '开始日期', to: '结束日期', rows: '导出条数' },
  'leads.export': { rows: '导出条数' },
  'signups.export': { rows: '导出条数' },
};

const REASONS: Record<string, string> = {
  unknown_user: '账号不存在',
  wrong_password: '密码错误',
  disabled: '账号已停用',
};

const PHRASE_LEVELS: Record<string, string> = { error: '禁用', warning: '提示' };

/** An instant the server wrote (`2026-11-30T15:59:00.000Z`); a bare day stays as it is. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function keyLabel(action: string, key: string): string {
  return ACTION_KEY_LABELS[action]?.[key] ?? KEY_LABELS[key] ?? key;
}

function afterEndText(value: Record<string, unknown>): string {
  if (value.kind === 'redirect') return `跳转到 ${String(value.url ?? '')}`;
  const message = typeof value.message === 'string' && value.message ? `「${value.message}」` : '';
  const link =
    typeof value.link_url === 'string' && value.link_url
      ? `，链接「${String(value.link_text ?? '')}」${value.link_url}`
      : '';
  return `显示活动已结束${message}${link}`;
}

function valueText(action: string, key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') {
    if (key === 'role' && isEditorRole(value)) return EDITOR_ROLE_LABELS[value];
    if (key === 'reason') return REASONS[value] ?? value;
    if (key === 'subject') return value === 'leads' ? '线索' : `报名数据（${value}）`;
    if (key === 'action') return value.split(',').map(auditActionLabel).join('、');
    if (action === 'page.variants' && key === 'allocation') {
      if (value === 'weights' || value === 'thompson') return allocationLabel(value);
    }
    if (ISO_INSTANT.test(value)) return formatTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '无';
    return value
      .map((item) =>
        isRecord(item) && typeof item.phrase === 'string'
          ? `${item.phrase}（${PHRASE_LEVELS[String(item.level)] ?? String(item.level)}）`
          : valueText(action, key, item),
      )
      .join('、');
  }
  if (isRecord(value)) {
    if (key === 'after_end') return afterEndText(value);
    const inner = detailParts(action, value);
    return inner.length ? inner.join('，') : '无';
  }
  return String(value);
}

function detailParts(action: string, detail: Record<string, unknown>): string[] {
  return (
    Object.entries(detail)
      // A field left empty (a request's note, an approval without comment) says nothing.
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => `${keyLabel(action, key)}：${valueText(action, key, value)}`)
  );
}

/** One entry's detail in one line: `版本：3，开始时间：2026-11-26 10:00`. */
export function auditDetailText(action: string, detail: Record<string, unknown>): string {
  return detailParts(action, detail).join('，');
}
