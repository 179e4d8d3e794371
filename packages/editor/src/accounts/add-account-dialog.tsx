import { useState } from 'react';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import type { InputProps } from 'antd';
import { USER_NAME_PATTERN, USER_NAME_RULE } from '@h5-page/schema/account-rules';
import { EDITOR_ROLE_LABELS } from '@h5-page/schema/editor-roles';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { adminApi, AdminApiError } from '../api/admin-api.ts';
import type { AccountInfo } from '../api/admin-api.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { NewPasswordItem } from '../shared/new-password-item.tsx';
import { madePassword } from './made-password.ts';
import { RoleChoice } from './role-choice.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: (account: AccountInfo) => void;
}

interface Fields {
  user: string;
  role: EditorRole;
  password: string;
}

/** Which box a refusal of the server belongs under, by the field it names. */
function fieldOf(error: unknown): keyof Fields | null {
  if (!(error instanceof AdminApiError)) return null;
  if (error.status === 409 || /参数 user\b/.test(error.message)) return 'user';
  if (/参数 password\b/.test(error.message)) return 'password';
  if (/参数 role\b/.test(error.message)) return 'role';
  return null;
}

interface FirstPasswordProps extends Pick<
  InputProps,
  'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required'
> {
  value?: string;
  onChange?: (value: string) => void;
  shown: boolean;
  onShownChange: (shown: boolean) => void;
}

/**
 * The first password's box with 随机生成 beside it, as one form control: the form item's label,
 * its rule and its error are tied to the box (its id and aria attributes pass through).
 */
function FirstPassword({ value, onChange, shown, onShownChange, ...aria }: FirstPasswordProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.Password
        {...aria}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoComplete="new-password"
        visibilityToggle={{ visible: shown, onVisibleChange: onShownChange }}
      />
      <Button
        onClick={() => {
          onChange?.(madePassword());
          onShownChange(true);
        }}
      >
        随机生成
      </Button>
    </Space.Compact>
  );
}

/** 添加账号: a user name, a role, and a first password (typed, or made here). */
export function AddAccountDialog({ open, onClose, onAdded }: Props) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);

  const close = () => {
    form.resetFields();
    setShown(false);
    onClose();
  };

  const submit = async ({ user, role, password }: Fields) => {
    setBusy(true);
    try {
      const account = await adminApi.addAccount(user.trim(), password, role);
      close();
      onAdded(account);
      modal.success({
        title: `已添加账号 ${account.user}（${EDITOR_ROLE_LABELS[account.role]}）`,
        content: (
          <>
            <Typography.Paragraph>
              请把用户名和初始密码告知使用者，并提醒其登录后在右上角账号菜单中修改密码。
            </Typography.Paragraph>
            <Typography.Paragraph copyable={{ text: `用户名：${account.user}\n密码：${password}` }}>
              用户名：<Typography.Text code>{account.user}</Typography.Text> 密码：
              <Typography.Text code>{password}</Typography.Text>
            </Typography.Paragraph>
            <Typography.Text type="secondary">关闭后密码不再显示。</Typography.Text>
          </>
        ),
        okText: '知道了',
      });
    } catch (error) {
      const field = fieldOf(error);
      if (field) form.setFields([{ name: field, errors: [(error as Error).message] }]);
      else message.error(`添加失败：${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog<Fields>
      title="添加账号"
      open={open}
      okText="添加"
      busy={busy}
      onCancel={close}
      width={560}
      form={form}
      name="add-account"
      initialValues={{ role: 'editor' }}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item
        label="用户名"
        name="user"
        extra="登录时使用，添加后不能修改"
        rules={[
          { required: true, message: '请输入用户名' },
          { pattern: USER_NAME_PATTERN, message: USER_NAME_RULE },
        ]}
      >
        <Input placeholder="如 zhang.wei" autoComplete="off" />
      </Form.Item>
      <Form.Item label="角色" name="role" rules={[{ required: true, message: '请选择角色' }]}>
        <RoleChoice />
      </Form.Item>
      <NewPasswordItem label="初始密码" name="password">
        <FirstPassword shown={shown} onShownChange={setShown} />
      </NewPasswordItem>
    </FormDialog>
  );
}
