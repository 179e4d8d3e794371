import { useEffect, useState } from 'react';
import { Alert, App, Button, Input, Modal, Space, Spin, Typography } from 'antd';
import { AdminApiError } from '../api/admin-api.ts';
import { useDialogSave } from '../shared/use-dialog-save.ts';
import { notificationsApi } from './notifications-api.ts';
import type { RobotSettings, RobotTestInfo } from './notifications-api.ts';

const ROBOT_EXAMPLE = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…';

/** What 发送测试 found, in words: the robot's own errcode and errmsg when it answered. */
function testVerdict(answer: RobotTestInfo): string {
  const took = `${answer.duration_ms} ms`;
  if (answer.delivered)
    return `发送成功：机器人已收到（HTTP ${answer.status_code}，errcode 0，${took}）`;
  if (answer.errcode !== null) {
    return `发送失败：机器人答复 errcode ${answer.errcode}${answer.errmsg ? `（${answer.errmsg}）` : ''}，HTTP ${answer.status_code}，${took}`;
  }
  if (answer.status_code !== null)
    return `发送失败：机器人答复 HTTP ${answer.status_code}，${took}`;
  return `发送失败：${answer.error ?? '未收到答复'}`;
}

/**
 * 通知设置 (admins): the 企业微信 group robot every notification also goes to, its address pasted
 * from the group's 群机器人 settings; 发送测试 sends a sample to the address as typed and shows how
 * the robot answered, before anything is saved. An empty address stops the robot.
 */
export function NotificationSettingsDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [settings, setSettings] = useState<RobotSettings | null>(null);
  const [url, setUrl] = useState('');
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<{ ok: boolean; text: string } | null>(null);
  const { saving, error, setError, save: saveWith } = useDialogSave(onClose);

  useEffect(() => {
    if (!open) return;
    setSettings(null);
    setTested(null);
    setError(null);
    notificationsApi.settings().then(
      (read) => {
        setSettings(read);
        setUrl(read.wecom_webhook_url ?? '');
      },
      (e: unknown) => setError((e as Error).message),
    );
  }, [open, setError]);

  const test = async () => {
    setTesting(true);
    setTested(null);
    try {
      const answer = await notificationsApi.testRobot(url);
      setTested({ ok: answer.delivered, text: testVerdict(answer) });
    } catch (e) {
      setTested({
        ok: false,
        text: e instanceof AdminApiError ? e.message : '发送失败，请重试',
      });
    } finally {
      setTesting(false);
    }
  };

  const save = () =>
    saveWith(async () => {
      await notificationsApi.saveSettings(url);
      message.success(url.trim() ? '通知设置已保存' : '已停用群机器人通知');
    });

  return (
    <Modal
      title="通知设置"
      open={open}
      onCancel={onClose}
      width={560}
      footer={
        <Space>
          <Button loading={testing} disabled={!url.trim()} onClick={() => void test()}>
            发送测试
          </Button>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!settings} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        提交审核、审核通过或驳回、发布、活动开始与结束、活动即将结束（24 小时内）和 Webhook
        推送失败时，除了搭建器右上角的通知，还会发送到企业微信群。在群聊的“群机器人”中添加机器人，复制它的
        Webhook 地址填在这里；留空则不发送。
      </Typography.Paragraph>
      {error && <Typography.Paragraph type="danger">{error}</Typography.Paragraph>}
      {!settings && !error ? (
        <Spin />
      ) : (
        <>
          <Typography.Text strong>企业微信群机器人地址</Typography.Text>
          <Input
            aria-label="企业微信群机器人地址"
            placeholder={ROBOT_EXAMPLE}
            value={url}
            maxLength={2000}
            style={{ marginTop: 8 }}
            onChange={(event) => {
              setUrl(event.target.value);
              setTested(null);
            }}
          />
          {settings?.link_origin && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              消息中的链接指向 {settings.link_origin}/admin/（保存时所用的搭建器地址）。
            </Typography.Paragraph>
          )}
          {tested && (
            <Alert
              style={{ marginTop: 12 }}
              type={tested.ok ? 'success' : 'error'}
              showIcon
              title={tested.text}
            />
          )}
        </>
      )}
    </Modal>
  );
}
