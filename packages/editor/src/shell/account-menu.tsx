import { useState } from 'react';
import { Avatar, Button, Dropdown, Tag } from 'antd';
import type { MenuProps } from 'antd';
import { EDITOR_ROLE_LABELS } from '@h5-page/schema/editor-roles';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { CompanyProfileDialog } from '../company/company-profile-dialog.tsx';
import { CompliancePhrasesDialog } from './compliance-phrases-dialog.tsx';
import { EraseVisitorDialog } from '../privacy/erase-visitor-dialog.tsx';
import { NotificationSettingsDialog } from '../notifications/notification-settings-dialog.tsx';
import { PrivacyStatementDialog } from '../privacy/privacy-statement-dialog.tsx';
import { useCan } from './role-gate.tsx';
import { useAdminSession } from './session-context.ts';

/**
 * The header's account menu: who is signed in and as what, own password, accounts, 企业信息, the
 * compliance phrase list, the personal-information statement, a visitor's erasure and the
 * notifications' group robot (admins), sign out.
 */
export function AccountMenu() {
  const session = useAdminSession();
  const [changing, setChanging] = useState(false);
  const [phrases, setPhrases] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [erase, setErase] = useState(false);
  const [company, setCompany] = useState(false);
  const [notifying, setNotifying] = useState(false);
  const canManageAccounts = useCan('accounts');
  const canAudit = useCan('audit');
  if (!session) return null;
  const items: MenuProps['items'] = [
    { key: 'password', label: '修改密码' },
    ...(canManageAccounts
      ? [
          { key: 'accounts', label: '账号管理' },
          { key: 'company', label: '企业信息' },
          { key: 'phrases', label: '合规词库' },
          { key: 'privacy', label: '个人信息保护声明' },
          { key: 'erase', label: '删除访客个人信息' },
          { key: 'webhooks', label: 'Webhook 线索推送' },
          { key: 'notifications', label: '通知设置' },
        ]
      : []),
    ...(canAudit
      ? [
          { key: 'audit', label: '审计日志' },
          { key: 'suitability', label: '适当性记录' },
        ]
      : []),
    { type: 'divider' },
    { key: 'sign-out', label: '退出登录', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') setChanging(true);
    else if (key === 'accounts') session.openAccounts();
    else if (key === 'company') setCompany(true);
    else if (key === 'phrases') setPhrases(true);
    else if (key === 'privacy') setPrivacy(true);
    else if (key === 'erase') setErase(true);
    else if (key === 'audit') session.openAudit?.();
    else if (key === 'suitability') session.openSuitability?.();
    else if (key === 'webhooks') session.openWebhooks?.();
    else if (key === 'notifications') setNotifying(true);
    else if (key === 'sign-out') session.signOut();
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" className="account-menu" aria-label={`账号 ${session.user}`}>
          <Avatar size="small" className="account-menu__avatar">
            {(session.user || '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <span className="account-menu__user">{session.user || '账号'}</span>
          {session.role && (
            <Tag className="account-menu__role">{EDITOR_ROLE_LABELS[session.role]}</Tag>
          )}
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
      <CompliancePhrasesDialog open={phrases} onClose={() => setPhrases(false)} />
      <PrivacyStatementDialog open={privacy} onClose={() => setPrivacy(false)} />
      <EraseVisitorDialog open={erase} onClose={() => setErase(false)} />
      <CompanyProfileDialog open={company} onClose={() => setCompany(false)} />
      <NotificationSettingsDialog open={notifying} onClose={() => setNotifying(false)} />
    </>
  );
}
