import { useState } from 'react';
import { DatePicker, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';

export interface PublishWindow {
  start_at: number | null;
  end_at: number | null;
}

interface Props {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onPublish: (window: PublishWindow) => void;
}

/** Publish now, or within a window: before its start visitors see 活动未开始, after its end 活动已结束. */
export function PublishModal({ open, busy, onCancel, onPublish }: Props) {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  return (
    <Modal
      title="发布页面"
      open={open}
      okText="发布"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() =>
        onPublish({
          start_at: range?.[0]?.valueOf() ?? null,
          end_at: range?.[1]?.valueOf() ?? null,
        })
      }
    >
      <Typography.Paragraph>发布后，当前草稿成为线上版本，访客立即看到。</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        可选：活动时间。开始前访客看到“活动未开始”，结束后看到“活动已结束”。
      </Typography.Paragraph>
      <DatePicker.RangePicker
        showTime
        allowEmpty={[true, true]}
        placeholder={['开始时间（可不填）', '结束时间（可不填）']}
        value={range}
        onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)}
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
