import { useEffect, useState } from 'react';
import { App, Button, Input, Modal, Space, Typography } from 'antd';
import { isMainlandMobile } from '@h5-page/schema/mainland-mobile';
import { privacyApi } from './privacy-api.ts';

type Step = 'phone' | 'confirm';

/**
 * 删除访客个人信息 (admins): a visitor's request to erase their data, by phone, in two steps
 * (the phone, then a confirmation naming what goes). The leads stay counted in the stats.
 */
export function EraseVisitorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<Step>('phone');
  const [erasing, setErasing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setPhone('');
    setStep('phone');
    setError(null);
  }, [open]);

  const trimmed = phone.trim();
  const valid = isMainlandMobile(trimmed);

  const erase = async () => {
    setErasing(true);
    setError(null);
    try {
      const done = await privacyApi.eraseVisitor(trimmed);
      message.success(
        done.leads > 0
          ? `已删除 ${done.leads} 条留资中的个人信息`
          : '没有找到该手机号的留资，已清除其短信验证码记录并留档',
      );
      onClose();
    } catch (e) {
      setError((e as Error).message);
      setStep('phone');
    } finally {
      setErasing(false);
    }
  };

  return (
    <Modal
      title="删除访客个人信息"
      open={open}
      onCancel={onClose}
      width={520}
      footer={
        step === 'phone' ? (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" disabled={!valid} onClick={() => setStep('confirm')}>
              下一步
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={() => setStep('phone')}>返回</Button>
            <Button type="primary" danger loading={erasing} onClick={() => void erase()}>
              确认删除
            </Button>
          </Space>
        )
      }
    >
      {step === 'phone' ? (
        <>
          <Typography.Paragraph type="secondary">
            访客要求删除其个人信息时使用：删除该手机号在所有页面留资中的手机号、姓名和表单补充信息，以及发送给该手机号的短信验证码记录。
            留资的提交时间、页面和渠道保留（不含个人信息），统计数字不变。操作会记入审计日志（手机号脱敏）。
          </Typography.Paragraph>
          <Input
            aria-label="访客手机号"
            placeholder="访客的手机号（11 位）"
            maxLength={11}
            inputMode="numeric"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            onPressEnter={() => valid && setStep('confirm')}
            status={trimmed !== '' && !valid ? 'error' : undefined}
          />
          {trimmed.length === 11 && !valid && (
            <Typography.Text type="danger">请输入正确的手机号</Typography.Text>
          )}
        </>
      ) : (
        <Typography.Paragraph>
          确认删除手机号 <Typography.Text strong>{trimmed}</Typography.Text>{' '}
          的全部留资个人信息？删除后无法恢复，导出和名单中这些留资将显示为“已删除”。
        </Typography.Paragraph>
      )}
      {error && <Typography.Paragraph type="danger">{error}</Typography.Paragraph>}
    </Modal>
  );
}
