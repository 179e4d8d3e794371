import { useCallback, useEffect, useState } from 'react';
import {
  App,
  Badge,
  Button,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { EDITOR_ROLE_DUTIES, EDITOR_ROLE_LABELS, EDITOR_ROLES } from '@h5-page/schema/editor-roles';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { AdminScreenProps } from '../shell/admin-screen-props.ts';
import { adminApi, AdminApiError } from '../api/admin-api.ts';
import type { AccountInfo } from '../api/admin-api.ts';
import { formatTime } from '../shared/format-time.ts';
import { useAdminSession } from '../shell/session-context.ts';
import { AddAccountDialog } from './add-account-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { RoleTag } from './role-tag.tsx';

const roleOptions = EDITOR_ROLES.map((role) => ({
  value: role,
  label: <RoleTag role={role} />,
  title: EDITOR_ROLE_LABELS[role],
}));

/**
 * 账号管理 (admins): every account with its role, status and last sign-in; add one, change its
 * role, reset its password, disable or re-enable it. The server refuses what would leave no
 * enabled admin, and this screen shows its refusal as it is worded.
 */
export function AccountsScreen({ onBack }: AdminScreenProps) {
  const { message, modal } = App.useApp();
  const session = useAdminSession();
  const me = session?.user ?? null;
  const [accounts, setAccounts] = useState<AccountInfo[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);

  const fail = useCallback(
    (error: unknown, what: string) => {
      // A refusal of the rules (the last admin, one's own account) is read, not glanced at.
      if (error instanceof AdminApiError && (error.status === 409 || error.status === 403)) {
        modal.error({ title: `${what}失败`, content: error.message, okText: '知道了' });
        return;
      }
      message.error(`${what}失败：${(error as Error).message}`);
    },
    [message, modal],
  );

  const load = useCallback(() => {
    adminApi.listAccounts().then(setAccounts, (error: unknown) => fail(error, '读取账号'));
  }, [fail]);
  useEffect(load, [load]);

  const replace = (account: AccountInfo) =>
    setAccounts((list) => list?.map((a) => (a.user === account.user ? account : a)) ?? null);

  const changeRole = (account: AccountInfo, role: EditorRole) => {
    const run = async () => {
      setWorking(account.user);
      try {
        const changed = await adminApi.setAccountRole(account.user, role);
        replace(changed);
        message.success(`${account.user} 现在是${EDITOR_ROLE_LABELS[role]}`);
        // One's own role: the builder shows what the new role may do.
        if (account.user === me) session?.refresh();
      } catch (error) {
        fail(error, '修改角色');
      } finally {
        setWorking(null);
      }
    };
    modal.confirm({
      title: `把 ${account.user} 的角色改为${EDITOR_ROLE_LABELS[role]}？`,
      content: `${EDITOR_ROLE_LABELS[role]}：${EDITOR_ROLE_DUTIES[role]}。${
        account.user === me
          ? '这是你自己的账号，修改后你的权限立即改变。'
          : '立即生效，无需重新登录。'
      }`,
      okText: '修改角色',
      cancelText: '取消',
      onOk: run,
    });
  };

  const setDisabled = async (account: AccountInfo, disabled: boolean) => {
    setWorking(account.user);
    try {
      replace(await adminApi.setAccountDisabled(account.user, disabled));
      message.success(
        disabled ? `已停用 ${account.user}，其登录已全部退出` : `已启用 ${account.user}`,
      );
    } catch (error) {
      fail(error, disabled ? '停用' : '启用');
    } finally {
      setWorking(null);
    }
  };

  return (
    <AdminScreen
      onBack={onBack}
      title="账号管理"
      tools={
        <Button type="primary" onClick={() => setAdding(true)}>
          添加账号
        </Button>
      }
      outside={
        <>
          <AddAccountDialog
            open={adding}
            onClose={() => setAdding(false)}
            onAdded={(account) => setAccounts((list) => [...(list ?? []), account])}
          />
          <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
        </>
      }
    >
      <div className="accounts-roles">
        {EDITOR_ROLES.map((role) => (
          <div key={role} className="accounts-role">
            <RoleTag role={role} />
            <span className="accounts-role__duty">{EDITOR_ROLE_DUTIES[role]}</span>
          </div>
        ))}
      </div>
      <Table<AccountInfo>
        className="accounts-table"
        rowKey="user"
        loading={accounts === null}
        dataSource={accounts ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        rowClassName={(row) => (row.disabled ? 'accounts-row--disabled' : '')}
        columns={[
          {
            title: '用户名',
            dataIndex: 'user',
            render: (user: string) => (
              <Space size={6}>
                <Typography.Text strong>{user}</Typography.Text>
                {user === me && <Tag>我</Tag>}
              </Space>
            ),
          },
          {
            title: '角色',
            dataIndex: 'role',
            width: 160,
            render: (role: EditorRole, row) => (
              <Select<EditorRole>
                aria-label={`${row.user} 的角色`}
                value={role}
                options={roleOptions}
                optionLabelProp="label"
                variant="borderless"
                disabled={working === row.user}
                style={{ width: 130 }}
                onChange={(next) => changeRole(row, next)}
              />
            ),
          },
          {
            title: '状态',
            dataIndex: 'disabled',
            width: 110,
            render: (disabled: boolean) =>
              disabled ? (
                <Badge status="default" text="已停用" />
              ) : (
                <Badge status="success" text="启用中" />
              ),
          },
          {
            title: '最后登录',
            dataIndex: 'last_sign_in_at',
            render: (at: string | null) =>
              at ? formatTime(at) : <Typography.Text type="secondary">从未登录</Typography.Text>,
          },
          {
            title: '添加时间',
            dataIndex: 'created_at',
            render: (at: string) => formatTime(at),
          },
          {
            title: '操作',
            width: 200,
            render: (_, row) => {
              const mine = row.user === me;
              return (
                <Space size={4}>
                  <Tooltip title={mine ? '修改自己的密码请用右上角账号菜单中的“修改密码”' : ''}>
                    <Button
                      size="small"
                      type="link"
                      disabled={mine}
                      onClick={() => setResetting(row.user)}
                    >
                      重置密码
                    </Button>
                  </Tooltip>
                  {row.disabled ? (
                    <Button
                      size="small"
                      type="link"
                      loading={working === row.user}
                      onClick={() => void setDisabled(row, false)}
                    >
                      启用
                    </Button>
                  ) : (
                    <Tooltip title={mine ? '不能停用自己的账号' : ''}>
                      <Popconfirm
                        title={`停用 ${row.user}？`}
                        description="停用后该账号立即退出登录，且不能再登录；可随时重新启用。"
                        okText="停用"
                        okButtonProps={{ danger: true }}
                        cancelText="取消"
                        disabled={mine}
                        onConfirm={() => setDisabled(row, true)}
                      >
                        <Button
                          size="small"
                          type="link"
                          danger
                          disabled={mine}
                          loading={working === row.user}
                        >
                          停用
                        </Button>
                      </Popconfirm>
                    </Tooltip>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
    </AdminScreen>
  );
}
