/**
 * The audit trail's actions (CONTRACT section 8, `GET /admin/api/audit`): the key each entry
 * carries and the words the builder's 审计日志 and the CSV export show for it.
 */
export const AUDIT_ACTION_LABELS = {
  'session.sign_in': '登录',
  'session.sign_in_failed': '登录失败',
  'session.sign_out': '退出登录',
  'session.password_change': '修改密码',
  'page.create': '新建页面',
  'page.save': '保存草稿',
  'page.duplicate': '复制页面',
  'page.publish': '发布',
  'page.schedule': '定时发布',
  'page.end_removed': '取消结束时间',
  'page.rollback': '回滚',
  'page.delete': '删除页面',
  'page.import': '导入页面',
  'page.export': '导出页面',
  'page.dossier': '下载报备材料',
  'page.template': '模板设置',
  'page.variants': '设置 A/B 实验方案',
  'page.promote_variant': '实验方案设为页面',
  'page.filing_required': '设置需报备',
  'page.filing_record': '记录报备',
  'preview.link_create': '生成预览链接',
  'preview.link_revoke': '撤销预览链接',
  'review.submit': '提交审核',
  'review.approve': '审核通过',
  'review.reject': '审核驳回',
  'channel.create': '新建渠道',
  'channel.rename': '修改渠道名称',
  'channel.delete': '删除渠道',
  'compliance.phrases': '修改合规词库',
  'demo.remove': '移除演示内容',
  'leads.export': '导出线索',
  'leads.view_whole': '查看完整线索',
  'leads.retention_erase': '到期删除访客个人信息',
  'leads.erase_request': '按请求删除访客个人信息',
  'privacy.statement': '修改个人信息保护声明',
  'company.profile': '修改企业信息',
  'signups.export': '导出报名数据',
  'signups.view_whole': '查看完整报名数据',
  'account.create': '添加账号',
  'account.disable': '停用账号',
  'account.enable': '启用账号',
  'account.role': '修改角色',
  'account.password_reset': '重置密码',
  'audit.export': '导出审计日志',
  'abuse.rules': '修改防刷设置',
  'abuse.block': '手机号加入黑名单',
  'abuse.unblock': '手机号移出黑名单',
  'webhook.create': '添加 Webhook',
  'webhook.disable': '停用 Webhook',
  'notifications.robot': '设置通知机器人',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The words for an action key; a key this build does not know is shown as it is. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** What an entry without an account (the CLI, a job) shows as its actor. */
export const AUDIT_SYSTEM_ACTOR = 'system';
