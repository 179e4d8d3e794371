import { useCallback, useEffect, useState } from 'react';
import { App, Button, Drawer, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { AdminScreenProps } from '../shell/admin-screen-props.ts';
import { formatTime } from '../shared/format-time.ts';
import { WebhookDialog } from './webhook-dialog.tsx';
import { webhooksApi } from './webhooks-api.ts';
import type {
  AttemptInfo,
  DeliveryInfo,
  DeliveryStatus,
  WebhookInfo,
} from '@h5-page/schema/webhooks';

const STATUS_TAGS: Record<DeliveryStatus, { color: string; label: string }> = {
  pending: { color: 'processing', label: '待发送' },
  delivered: { color: 'success', label: '已送达' },
  failed: { color: 'error', label: '已失败' },
};

/** An attempt's outcome in words: the HTTP status, or why no answer came. */
function attemptResult(attempt: AttemptInfo) {
  if (attempt.status_code === null) {
    return <Tag color="error">{attempt.error ?? '无应答'}</Tag>;
  }
  const ok = attempt.status_code >= 200 && attempt.status_code < 300;
  return <Tag color={ok ? 'success' : 'error'}>HTTP {attempt.status_code}</Tag>;
}

/**
 * Webhook 线索推送 (admins): where each new lead is posted, and the delivery log of each webhook,
 * every attempt with its time, the receiver's status (or why none came) and how long it took. The
 * server keeps no receiver's answer, so none can be shown.
 */
export function WebhooksScreen({ onBack }: AdminScreenProps) {
  const { message } = App.useApp();
  const [webhooks, setWebhooks] = useState<WebhookInfo[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [logOf, setLogOf] = useState<WebhookInfo | null>(null);

  const failed = useCallback(
    (what: string) => (error: unknown) => {
      message.error(`${what}：${(error as Error).message}`);
    },
    [message],
  );
  const load = useCallback(() => {
    webhooksApi.list().then(setWebhooks, (error: unknown) => {
      setWebhooks([]);
      failed('读取 Webhook 失败')(error);
    });
  }, [failed]);
  useEffect(load, [load]);

  const [testing, setTesting] = useState<number | null>(null);
  // The receiver's answer stays on screen until closed: a marketer reads it while checking the CRM.
  const test = (webhook: WebhookInfo) => {
    setTesting(webhook.id);
    webhooksApi
      .test(webhook.id)
      .then((answer) => {
        const said =
          answer.status_code === null ? answer.error : `接收方返回 ${answer.status_code}`;
        const text = `${answer.delivered ? '测试已送达' : '测试未送达'}：${said}（用时 ${answer.duration_ms} ms）`;
        if (answer.delivered) message.success(text);
        else message.error(text);
      }, failed('发送测试失败'))
      .finally(() => setTesting(null));
  };

  const disable = (webhook: WebhookInfo) =>
    webhooksApi.disable(webhook.id).then(() => {
      message.success('已停用');
      load();
    }, failed('停用失败'));

  return (
    <AdminScreen
      onBack={onBack}
      title="Webhook 线索推送"
      outside={
        <>
          <WebhookDialog
            open={adding}
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              load();
            }}
          />
          <DeliveryLog webhook={logOf} onClose={() => setLogOf(null)} onFailed={failed} />
        </>
      }
      tools={
        <Button type="primary" onClick={() => setAdding(true)}>
          添加 Webhook
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        每条新线索以 JSON 推送到下列地址，带签名（X-H5-Signature）和幂等键（X-H5-Delivery）；
        失败时自动重试，至少持续 24
        小时。访客提交不受接收方影响。“发送测试”推送一条签名的示例线索（event 为
        lead.test，不计入投递记录），显示接收方的应答。
      </Typography.Paragraph>
      <Table<WebhookInfo>
        rowKey="id"
        loading={webhooks === null}
        dataSource={webhooks ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="还没有 Webhook" /> }}
        columns={[
          {
            title: '接收地址',
            dataIndex: 'url',
            ellipsis: true,
            render: (url: string) => <Typography.Text copyable>{url}</Typography.Text>,
          },
          {
            title: '范围',
            dataIndex: 'page_code',
            width: 140,
            render: (code: string | null) => (code ? <Tag>{code}</Tag> : '全部页面'),
          },
          { title: '密钥', dataIndex: 'secret_hint', width: 100 },
          {
            title: '创建',
            dataIndex: 'created_at',
            width: 190,
            render: (at: string, webhook) =>
              `${formatTime(at)}${webhook.created_by ? ` · ${webhook.created_by}` : ''}`,
          },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 90,
            render: (enabled: boolean) =>
              enabled ? <Tag color="success">启用</Tag> : <Tag>已停用</Tag>,
          },
          {
            title: '投递',
            dataIndex: 'deliveries',
            width: 220,
            render: (counts: WebhookInfo['deliveries']) => (
              <Space size={4}>
                <Tag color="success">已送达 {counts.delivered}</Tag>
                <Tag color="processing">待发送 {counts.pending}</Tag>
                <Tag color={counts.failed > 0 ? 'error' : 'default'}>失败 {counts.failed}</Tag>
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 260,
            render: (_, webhook) => (
              <Space>
                <Button size="small" onClick={() => setLogOf(webhook)}>
                  投递记录
                </Button>
                {webhook.enabled && (
                  <Button
                    size="small"
                    loading={testing === webhook.id}
                    onClick={() => test(webhook)}
                  >
                    发送测试
                  </Button>
                )}
                {webhook.enabled ? (
                  <Popconfirm
                    title="停用这个 Webhook？"
                    description="停用后新线索不再推送到该地址，投递记录保留。"
                    okText="停用"
                    cancelText="取消"
                    onConfirm={() => disable(webhook)}
                  >
                    <Button size="small" danger>
                      停用
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </AdminScreen>
  );
}

interface LogProps {
  webhook: WebhookInfo | null;
  onClose: () => void;
  onFailed: (what: string) => (error: unknown) => void;
}

/** One webhook's deliveries, newest first; each opens to its attempts. */
function DeliveryLog({ webhook, onClose, onFailed }: LogProps) {
  const { message } = App.useApp();
  const [deliveries, setDeliveries] = useState<DeliveryInfo[] | null>(null);
  const id = webhook?.id ?? null;

  const load = useCallback(() => {
    if (id === null) return;
    webhooksApi.deliveries(id).then(
      (answer) => setDeliveries(answer.deliveries),
      (error: unknown) => {
        setDeliveries([]);
        onFailed('读取投递记录失败')(error);
      },
    );
  }, [id, onFailed]);
  useEffect(() => {
    setDeliveries(null);
    load();
  }, [load]);

  const redeliver = (delivery: DeliveryInfo) => {
    if (id === null) return;
    webhooksApi.redeliver(id, delivery.id).then(() => {
      message.success('已重新排队，将立即投递');
      load();
    }, onFailed('重新投递失败'));
  };

  return (
    <Drawer
      open={webhook !== null}
      onClose={onClose}
      size={960}
      title={webhook ? `投递记录 · ${webhook.url}` : '投递记录'}
      extra={<Button onClick={load}>刷新</Button>}
    >
      <Table<DeliveryInfo>
        // Mounted again once loaded, so that every delivery opens to its attempts.
        key={deliveries === null ? 'loading' : 'loaded'}
        rowKey="id"
        size="small"
        loading={deliveries === null}
        dataSource={deliveries ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description="还没有投递" /> }}
        expandable={{
          defaultExpandAllRows: true,
          rowExpandable: (delivery) => delivery.attempts.length > 0,
          expandedRowRender: (delivery) => (
            <Table<AttemptInfo>
              rowKey="at"
              size="small"
              pagination={false}
              dataSource={delivery.attempts}
              columns={[
                { title: '尝试时间', dataIndex: 'at', width: 150, render: formatTime },
                {
                  title: '结果',
                  key: 'result',
                  width: 200,
                  render: (_, attempt) => attemptResult(attempt),
                },
                { title: '耗时', dataIndex: 'duration_ms', width: 90, render: (ms) => `${ms} ms` },
              ]}
            />
          ),
        }}
        columns={[
          { title: '线索 ID', dataIndex: 'lead_id', width: 90 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: DeliveryStatus) => (
              <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>
            ),
          },
          {
            title: '尝试',
            key: 'attempts',
            width: 70,
            render: (_, delivery) => `${delivery.attempts.length} 次`,
          },
          { title: '线索时间', dataIndex: 'created_at', width: 150, render: formatTime },
          {
            title: '送达 / 下次重试',
            key: 'when',
            width: 170,
            render: (_, delivery) =>
              delivery.status === 'delivered'
                ? formatTime(delivery.delivered_at)
                : delivery.status === 'pending'
                  ? `下次 ${formatTime(delivery.next_attempt_at)}`
                  : '已放弃',
          },
          {
            title: '幂等键',
            dataIndex: 'delivery_key',
            ellipsis: true,
            render: (key: string) => (
              <Typography.Text copyable={{ text: key }}>{key.slice(0, 8)}…</Typography.Text>
            ),
          },
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_, delivery) =>
              delivery.status === 'failed' && webhook?.enabled ? (
                <Button size="small" onClick={() => redeliver(delivery)}>
                  重新投递
                </Button>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
}
