import { useCallback, useEffect, useState } from 'react';
import {
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Typography,
} from 'antd';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { PageScreenProps } from '../shell/page-screen-props.ts';
import { adminApi } from '../api/admin-api.ts';
import { formatTime } from '../shared/format-time.ts';
import { PageScreenButtons } from '../shell/page-screen-buttons.tsx';
import { PageScreenTitle } from '../shell/page-screen-title.tsx';
import { useCan } from '../shell/role-gate.tsx';
import { useAdminFailure } from '../shared/use-admin-failure.ts';
import { channelsApi, CPS_ID_PATTERN, posterDownloadUrl } from './channels-api.ts';
import type { ChannelInfo } from './channels-api.ts';
import './channels-screen.css';

interface Props extends PageScreenProps {
  /** The page's stats; with a cps_id, its figures for that channel. */
  onStats: (cpsId?: string) => void;
}

interface NewChannel {
  name: string;
  cps_id: string;
}

/**
 * 渠道 of one page: each named channel's link (the page address with its cps_id, which the stats
 * split visits and leads by), its poster to preview and download, and its figures; an add form.
 * Deleting is shown to publishers only, as the server allows it to them only.
 */
export function ChannelsScreen({ code, onBack, onEdit, onStats }: Props) {
  const { message } = App.useApp();
  const fail = useAdminFailure();
  const canDelete = useCan('publish');
  const [title, setTitle] = useState('');
  const [channels, setChannels] = useState<ChannelInfo[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [poster, setPoster] = useState<ChannelInfo | null>(null);
  const [form] = Form.useForm<NewChannel>();

  const load = useCallback(() => {
    channelsApi.list(code).then(setChannels, (error: unknown) => {
      setChannels([]);
      fail(error);
    });
  }, [code, fail]);
  useEffect(load, [load]);
  useEffect(() => {
    adminApi.getPage(code).then(({ draft }) => setTitle(String(draft.title ?? '')), fail);
  }, [code, fail]);

  const add = async (values: NewChannel) => {
    setAdding(true);
    try {
      const channel = await channelsApi.create(code, {
        name: values.name.trim(),
        cps_id: values.cps_id.trim(),
      });
      message.success(`已添加渠道「${channel.name}」`);
      form.resetFields();
      load();
    } catch (error) {
      fail(error);
    } finally {
      setAdding(false);
    }
  };

  const rename = (channel: ChannelInfo, name: string) => {
    const next = name.trim();
    if (!next || next === channel.name) return;
    channelsApi.rename(code, channel.cps_id, next).then(() => {
      message.success('已修改渠道名称');
      load();
    }, fail);
  };

  const remove = (channel: ChannelInfo) =>
    channelsApi.remove(code, channel.cps_id).then(() => {
      message.success(`已删除渠道「${channel.name}」，其历史数据仍保留在数据页`);
      load();
    }, fail);

  return (
    <AdminScreen
      header={
        <PageScreenButtons onBack={onBack} onEdit={onEdit}>
          <Button onClick={() => onStats()}>页面数据</Button>
        </PageScreenButtons>
      }
      title={<PageScreenTitle code={code} title={title} what="渠道" />}
    >
      <Typography.Paragraph type="secondary">
        每个渠道有自己的链接（页面地址带上
        cps_id）和海报；通过它来的访问和留资，在数据页按渠道统计。
      </Typography.Paragraph>
      <Card size="small" title="新渠道" style={{ marginBottom: 16 }}>
        <Form<NewChannel>
          form={form}
          layout="inline"
          onFinish={(values) => void add(values)}
          aria-label="添加渠道"
        >
          <Form.Item
            name="name"
            label="渠道名称"
            rules={[
              { required: true, whitespace: true, message: '请填写渠道名称' },
              { max: 40, message: '渠道名称不能超过 40 个字' },
            ]}
          >
            <Input placeholder="如：朋友圈广告" style={{ width: 220 }} />
          </Form.Item>
          <Form.Item
            name="cps_id"
            label="渠道号（cps_id）"
            rules={[
              { required: true, whitespace: true, message: '请填写渠道号' },
              {
                pattern: CPS_ID_PATTERN,
                message: '渠道号只能包含英文字母、数字、- 和 _，最长 32 位',
              },
            ]}
          >
            <Input placeholder="如：wx-moments" style={{ width: 220 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={adding}>
              添加渠道
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Table<ChannelInfo>
        rowKey="cps_id"
        loading={channels === null}
        dataSource={channels ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="还没有渠道，在上方添加" /> }}
        columns={[
          {
            title: '渠道名称',
            dataIndex: 'name',
            width: 200,
            render: (name: string, channel) => (
              <Typography.Text
                editable={{
                  tooltip: '修改名称',
                  maxLength: 40,
                  onChange: (next) => rename(channel, next),
                }}
              >
                {name}
              </Typography.Text>
            ),
          },
          {
            title: '渠道号',
            dataIndex: 'cps_id',
            width: 160,
            render: (cpsId: string) => <Typography.Text code>{cpsId}</Typography.Text>,
          },
          {
            title: '链接',
            dataIndex: 'url',
            render: (url: string) => (
              <Typography.Text
                copyable={{ text: url, tooltips: ['复制链接', '已复制'] }}
                style={{ wordBreak: 'break-all' }}
              >
                {url}
              </Typography.Text>
            ),
          },
          {
            title: '海报',
            key: 'poster',
            width: 150,
            render: (_, channel) => (
              <Space size={8} align="center">
                <button
                  type="button"
                  className="channel-poster-thumb"
                  aria-label={`查看「${channel.name}」的海报`}
                  onClick={() => setPoster(channel)}
                >
                  <img src={channel.poster_url} alt="" width={45} height={80} loading="lazy" />
                </button>
                <Space orientation="vertical" size={0}>
                  <Button size="small" type="link" onClick={() => setPoster(channel)}>
                    查看
                  </Button>
                  <Button size="small" type="link" href={posterDownloadUrl(channel)} download>
                    下载
                  </Button>
                </Space>
              </Space>
            ),
          },
          {
            title: '创建',
            dataIndex: 'created_at',
            width: 170,
            render: (at: string, channel) => (
              <span>
                {formatTime(at)}
                <Typography.Text type="secondary"> {channel.created_by ?? ''}</Typography.Text>
              </span>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_, channel) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => onStats(channel.cps_id)}>
                  数据
                </Button>
                {canDelete && (
                  <Popconfirm
                    title={`删除渠道「${channel.name}」？`}
                    description="链接仍可访问，历史数据保留；列表中不再显示。"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove(channel)}
                  >
                    <Button size="small" type="link" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={poster !== null}
        title={poster ? `「${poster.name}」的海报` : ''}
        onCancel={() => setPoster(null)}
        width={420}
        centered
        footer={
          poster && (
            <Space>
              <Button onClick={() => setPoster(null)}>关闭</Button>
              <Button type="primary" href={posterDownloadUrl(poster)} download>
                下载海报
              </Button>
            </Space>
          )
        }
      >
        {poster && (
          <div className="channel-poster-view">
            <img
              src={poster.poster_url}
              alt={`「${poster.name}」的海报`}
              width={300}
              height={534}
            />
            <Typography.Text type="secondary" copyable={{ text: poster.url }}>
              二维码链接：{poster.url}
            </Typography.Text>
          </div>
        )}
      </Modal>
    </AdminScreen>
  );
}
