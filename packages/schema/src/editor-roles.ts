/**
 * Builder accounts' roles (CONTRACT section 8) and what each may do: the one rule the server's
 * guards enforce and the builder follows to show only the controls an account can use.
 */

export const EDITOR_ROLES = ['editor', 'reviewer', 'publisher', 'admin'] as const;

export type EditorRole = (typeof EDITOR_ROLES)[number];

export const EDITOR_ROLE_LABELS: Record<EditorRole, string> = {
  editor: '编辑',
  reviewer: '审核员',
  publisher: '发布者',
  admin: '管理员',
};

/** What a role is for, in the words the accounts screen shows beside it. */
export const EDITOR_ROLE_DUTIES: Record<EditorRole, string> = {
  editor: '编辑页面、保存草稿、提交审核',
  reviewer: '审核页面：通过或驳回',
  publisher: '发布、回滚、定时上线，查看完整手机号',
  admin: '全部权限，并管理账号',
};

/**
 * - `publish`: publish (with a schedule), roll back, delete a page, remove the demo, write the
 *   campaign tables, see visitors' personal data whole.
 * - `review`: approve or reject a submitted draft.
 * - `accounts`: list, add, disable, re-enable accounts, change their roles, reset passwords.
 * - `audit`: read and export the audit trail (审计日志).
 */
export type EditorCapability = 'publish' | 'review' | 'accounts' | 'audit';

const CAPABILITIES: Record<EditorRole, readonly EditorCapability[]> = {
  editor: [],
  reviewer: ['review', 'audit'],
  publisher: ['publish'],
  admin: ['publish', 'review', 'accounts', 'audit'],
};

export function isEditorRole(value: unknown): value is EditorRole {
  return typeof value === 'string' && (EDITOR_ROLES as readonly string[]).includes(value);
}

/** Whether an account of `role` may do `capability` (an unknown or absent role may not). */
export function roleCan(role: string | null | undefined, capability: EditorCapability): boolean {
  return isEditorRole(role) && CAPABILITIES[role].includes(capability);
}

/**
 * Whether an account of `role` may make a signed preview link, which shows a draft to anyone who
 * holds it. While review is required (production) a draft nobody approved leaves the builder only
 * through publishers, reviewers and admins; without review any account may.
 */
export function roleCanLinkPreview(
  role: string | null | undefined,
  reviewRequired: boolean,
): boolean {
  if (!reviewRequired) return isEditorRole(role);
  return roleCan(role, 'publish') || roleCan(role, 'review');
}
