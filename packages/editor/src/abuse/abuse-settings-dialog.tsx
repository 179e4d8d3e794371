import { useCallback, useEffect, useState } from 'react';
import {
  App,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { abuseApi } from './abuse-api.ts';
import type { AbuseRuleValues, AbuseRulesAnswer, BlockedHandset } from './abuse-api.ts';
import { useAdminFailure } from '../shared/use-admin-failure.ts';

interface Props {
  code: string;
  open: boolean;
  /** Publishers change the rules and see the blocklist (whole phone numbers); others only read. */
  canChange: boolean;
  onClose: () => void;
}

const CAP_FIELDS: Array<{ name: keyof AbuseRuleValues; label: string; hint: string }> = [
  {
    name: 'per_address',
    label: '每个网络地址每天',
    hint: '同一 IP 地址（同一 Wi-Fi、同一公司网络）',
  },
  { name: 'per_device', label: '每台设备每天', hint: '同一手机或浏览器' },
  { name: 'per_handset', label: '每个手机号每天', hint: '登录的手机号或报名填写的手机号' },
];

/**
 * 防刷设置 of a page: how many times one address, device and handset may claim, sign up or grab a
 * coupon a day (0 为不限), whether only visitors with a verified phone may take part, and the
 * handsets refused on this page or on every page.
 */
export function AbuseSettingsDialog({ code, open, canChange, onClose }: Props) {
  const { message } = App.useApp();
  const fail = useAdminFailure();
  const [form] = Form.useForm<AbuseRuleValues>();
  const [answer, setAnswer] = useState<AbuseRulesAnswer | null>(null);
  const [handsets, setHandsets] = useState<BlockedHandset[]>([]);
  const [saving, setSaving] = useState(false);
  const [entry, setEntry] = useState({ handset: '', note: '', global: false });

  const load = useCallback(() => {
    abuseApi.rules(code).then((read) => {
      setAnswer(read);
      form.setFieldsValue(read.rules);
    }, fail);
    if (canChange) abuseApi.blocklist(code).then(setHandsets, fail);
  }, [code, canChange, fail, form]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const saved = await abuseApi.saveRules(code, values);
      setAnswer(saved);
      message.success('已保存防刷设置');
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  const block = async () => {
    const handset = entry.handset.trim();
    if (!MAINLAND_MOBILE.test(handset)) {
      message.error('请输入中国大陆 11 位手机号');
      return;
    }
    try {
      const added = await abuseApi.block(code, { ...entry, handset });
      message.success(added.created ? `已将 ${handset} 加入黑名单` : `${handset} 已在黑名单中`);
      setEntry({ handset: '', note: '', global: false });
      setHandsets(await abuseApi.blocklist(code));
    } catch (error) {
      fail(error);
    }
  };

  const unblock = async (row: BlockedHandset) => {
    try {
      await abuseApi.unblock(code, row.handset, row.global);
      message.success(`已将 ${row.handset} 移出黑名单`);
      setHandsets(await abuseApi.blocklist(code));
    } catch (error) {
      fail(error);
    }
  };

  const defaults = answer?.defaults;
  return (
    <Modal
      title="防刷设置"
      open={open}
      onCancel={onClose}
      width={640}
      footer={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          {canChange && (
            <Button type="primary" loading={saving} onClick={() => void save()}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        领取、报名、领券每天可参与的次数上限，按本页面和北京时间自然日计算，0 为不限。
        {answer && !answer.rules.custom && '本页面目前使用默认设置。'}
        {answer?.rules.updated_by && `最近由 ${answer.rules.updated_by} 修改。`}
      </Typography.Paragraph>
      <Form form={form} layout="horizontal" labelCol={{ span: 8 }} disabled={!canChange}>
        {CAP_FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            extra={`${field.hint}${defaults ? `；默认 ${String(defaults[field.name])} 次` : ''}`}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 0,
                max: 100_000,
                message: '请填写 0 到 100000 的整数',
              },
            ]}
          >
            <InputNumber min={0} max={100_000} precision={0} addonAfter="次" />
          </Form.Item>
        ))}
        <Form.Item
          name="verified_only"
          label="仅限已验证手机号"
          valuePropName="checked"
          extra="开启后，只有通过短信验证码登录的访客才能参与"
        >
          <Switch />
        </Form.Item>
      </Form>
      {canChange && (
        <>
          <Typography.Title level={5}>手机号黑名单</Typography.Title>
          <Space wrap style={{ marginBottom: 12 }}>
            <Input
              aria-label="黑名单手机号"
              placeholder="手机号"
              value={entry.handset}
              maxLength={11}
              onChange={(e) => setEntry({ ...entry, handset: e.target.value })}
              style={{ width: 140 }}
            />
            <Input
              aria-label="黑名单备注"
              placeholder="备注（选填）"
              value={entry.note}
              maxLength={200}
              onChange={(e) => setEntry({ ...entry, note: e.target.value })}
              style={{ width: 180 }}
            />
            <Checkbox
              checked={entry.global}
              onChange={(e) => setEntry({ ...entry, global: e.target.checked })}
            >
              所有页面
            </Checkbox>
            <Button onClick={() => void block()}>加入黑名单</Button>
          </Space>
          <Table<BlockedHandset>
            size="small"
            rowKey={(row) => `${row.global ? '*' : ''}${row.handset}`}
            dataSource={handsets}
            pagination={false}
            locale={{ emptyText: '黑名单为空' }}
            columns={[
              { title: '手机号', dataIndex: 'handset' },
              {
                title: '范围',
                dataIndex: 'global',
                render: (global: boolean) =>
                  global ? <Tag color="red">所有页面</Tag> : <Tag>本页面</Tag>,
              },
              { title: '备注', dataIndex: 'note' },
              {
                title: '添加人',
                dataIndex: 'created_by',
                render: (by: string | null) => by ?? '—',
              },
              {
                title: '',
                key: 'remove',
                render: (_value: unknown, row) => (
                  <Button size="small" type="link" danger onClick={() => void unblock(row)}>
                    移出
                  </Button>
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
