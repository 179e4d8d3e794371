import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { adminApi, AdminApiError } from '../api/admin-api.ts';
import type { PageSummary } from '../api/admin-api.ts';
import { randomSecret, webhooksApi } from './webhooks-api.ts';
import type { WebhookInfo } from '@h5-page/schema/webhooks';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: (webhook: WebhookInfo) => void;
}

interface Fields {
  url: string;
  scope: 'all' | 'page';
  page_code?: string;
  secret: string;
}

/**
 * 添加 Webhook: where leads go, of which pages, and the secret they are signed with. The secret
 * is shown only here, before it is saved: the server never answers it again.
 */
export function WebhookDialog({ open, onClose, onAdded }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [saving, setSaving] = useState(false);
  const scope = Form.useWatch('scope', form);

  useEffect(() => {
    if (!open) return;
    adminApi.listPages().then(setPages, () => setPages([]));
  }, [open]);

  const save = async () => {
    // A refusal is shown under its field; nothing is sent.
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    setSaving(true);
    try {
      const webhook = await webhooksApi.create({
        url: fields.url.trim(),
        page_code: fields.scope === 'page' ? (fields.page_code ?? null) : null,
        secret: fields.secret,
      });
      message.success('已添加，之后的新线索会推送到该地址');
      onAdded(webhook);
    } catch (error) {
      message.error(error instanceof AdminApiError ? error.message : '添加失败，请重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="添加 Webhook"
      okText="添加"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Mounted afresh at each opening (destroyOnHidden): a new secret each time. */}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ url: '', scope: 'all', secret: randomSecret() }}
      >
        <Form.Item
          name="url"
          label="接收地址"
          rules={[
            { required: true, message: '请填写接收地址' },
            {
              pattern: /^https?:\/\/[^\s/]+/i,
              message: '接收地址应为 http:// 或 https:// 开头的完整网址',
            },
          ]}
        >
          <Input placeholder="https://crm.example.com/hooks/h5-leads" />
        </Form.Item>
        <Form.Item name="scope" label="推送范围">
          <Radio.Group>
            <Radio value="all">全部页面</Radio>
            <Radio value="page">指定页面</Radio>
          </Radio.Group>
        </Form.Item>
        {scope === 'page' ? (
          <Form.Item
            name="page_code"
            label="页面"
            rules={[{ required: true, message: '请选择页面' }]}
          >
            <Select
              showSearch
              placeholder="选择页面"
              optionFilterProp="label"
              options={pages.map((page) => ({
                value: page.code,
                label: `${page.title}（${page.code}）`,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="签名密钥" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="secret"
              noStyle
              rules={[
                { required: true, message: '请填写签名密钥' },
                { min: 16, message: '签名密钥至少 16 个字符' },
              ]}
            >
              <Input aria-label="签名密钥" />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('secret', randomSecret())}>重新生成</Button>
          </Space.Compact>
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          请把密钥配置到接收方，用于校验 X-H5-Signature；保存后不再显示完整密钥。
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
