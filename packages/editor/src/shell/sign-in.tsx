import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { adminApi } from '../api/admin-api.ts';
import { CurrentPasswordItem } from './current-password-item.tsx';
import type { SessionInfo } from '../api/admin-api.ts';

/** The sign-in screen: an editor account's user name and password. */
export function SignIn({ onSignedIn }: { onSignedIn: (session: SessionInfo) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ user, password }: { user: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await adminApi.signIn(user, password));
    } catch (e) {
      setError((e as Error).message || '用户名或密码错误');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="sign-in">
      <Card className="sign-in__card">
        <Typography.Title level={3}>落地页搭建</Typography.Title>
        <Typography.Paragraph type="secondary">
          登录后编辑、预览和发布营销落地页
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form
          layout="vertical"
          onFinish={(v: { user: string; password: string }) => void submit(v)}
        >
          <Form.Item
            label="用户名"
            name="user"
            rules={[{ required: true, message: '请输入用户名' }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <CurrentPasswordItem label="密码" name="password" />
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
