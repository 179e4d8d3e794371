import { useState } from 'react';
import { App, Form, Input, Typography } from 'antd';
import { adminApi, AdminApiError } from '../api/admin-api.ts';
import { CurrentPasswordItem } from './current-password-item.tsx';
import { FormDialog } from '../shared/form-dialog.tsx';
import { NewPasswordItem } from '../shared/new-password-item.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
}

interface Fields {
  old_password: string;
  new_password: string;
  again: string;
}

/** One's own password: the current one first, then the new one twice. */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ old_password, new_password }: Fields) => {
    setBusy(true);
    try {
      await adminApi.changeOwnPassword(old_password, new_password);
      message.success('密码已修改，其他设备上的登录已退出');
      form.resetFields();
      onClose();
    } catch (error) {
      const text = (error as Error).message;
      // A wrong current password belongs under its own box; anything else under the new one.
      const field =
        error instanceof AdminApiError && /原密码|old_password/.test(text)
          ? 'old_password'
          : 'new_password';
      form.setFields([{ name: field, errors: [text] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog<Fields>
      title="修改密码"
      open={open}
      okText="修改密码"
      busy={busy}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      form={form}
      name="change-password"
      onFinish={(v) => void submit(v)}
    >
      <CurrentPasswordItem label="当前密码" name="old_password" />
      <NewPasswordItem label="新密码" name="new_password" />
      <Form.Item
        label="再次输入新密码"
        name="again"
        dependencies={['new_password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              value === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的新密码不一致')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Typography.Text type="secondary">
        修改后，此账号在其他设备或浏览器上的登录会退出，当前登录保持。
      </Typography.Text>
    </FormDialog>
  );
}
