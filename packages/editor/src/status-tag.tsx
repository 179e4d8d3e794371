import { Tag } from 'antd';
import type { PageStatus } from './admin-api.ts';

const STATUS: Record<PageStatus, { text: string; color: string }> = {
  draft: { text: '草稿', color: 'default' },
  live: { text: '已发布', color: 'green' },
  scheduled: { text: '定时', color: 'blue' },
  ended: { text: '已结束', color: 'orange' },
};

export function StatusTag({ status }: { status: PageStatus }) {
  const s = STATUS[status] ?? STATUS.draft;
  return <Tag color={s.color}>{s.text}</Tag>;
}
