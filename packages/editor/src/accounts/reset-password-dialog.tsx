import { useState } from 'react';
import { Alert, App, Form, Modal, Radio, Typography } from 'antd';
import { adminApi, AdminApiError } from '../api/admin-api.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { NewPasswordItem } from '../shared/new-password-item.tsx';

interface Props {
  /** The account whose password is reset; null: closed. */
  user: string | null;
  onClose: () => void;
}

interface Fields {
  how: 'made' | 'typed';
  password?: string;
}

/**
 * 重置密码: the server makes a new password and it is shown here once, or the admin types one.
 * Either way the account's sessions end.
 */
export function ResetPasswordDialog({ user, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const how = Form.useWatch('how', form);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const close = () => {
    form.resetFields();
    setMade(null);
    setDone(false);
    onClose();
  };

  const submit = async (fields: Fields) => {
    if (!user) return;
    setBusy(true);
    try {
      const answer = await adminApi.resetPassword(
        user,
        fields.how === 'typed' ? fields.password : undefined,
      );
      setMade(answer.password);
      setDone(true);
      if (answer.password === null) message.success(`已重置 ${user} 的密码`);
    } catch (error) {
      if (error instanceof AdminApiError && /参数 password\b/.test(error.message)) {
        form.setFields([{ name: 'password', errors: [error.message] }]);
      } else message.error(`重置失败：${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Modal
        title={`已重置 ${user ?? ''} 的密码`}
        open={user !== null}
        okText="我已记下"
        onOk={close}
        onCancel={close}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        {made !== null ? (
          <>
            <Typography.Paragraph>新密码（只显示这一次，请立即复制并转交）：</Typography.Paragraph>
            <Typography.Paragraph className="made-password" copyable={{ text: made }}>
              {made}
            </Typography.Paragraph>
          </>
        ) : (
          <Typography.Paragraph>新密码已生效，请把它转交给 {user}。</Typography.Paragraph>
        )}
        <Alert
          type="info"
          showIcon
          title={`${user ?? ''} 在所有设备上的登录已退出，需用新密码重新登录。`}
        />
      </Modal>
    );
  }

  return (
    <FormDialog<Fields>
      title={`重置 ${user ?? ''} 的密码`}
      open={user !== null}
      okText="重置密码"
      okButtonProps={{ danger: true }}
      busy={busy}
      onCancel={close}
      form={form}
      name="reset-password"
      initialValues={{ how: 'made' }}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item name="how">
        <Radio.Group>
          <Radio value="made">自动生成新密码（重置后显示一次）</Radio>
          <Radio value="typed">手动输入新密码</Radio>
        </Radio.Group>
      </Form.Item>
      {how === 'typed' && <NewPasswordItem label="新密码" name="password" />}
      <Typography.Text type="secondary">
        重置后，该账号在所有设备上的登录立即退出，需用新密码重新登录。
      </Typography.Text>
    </FormDialog>
  );
}
