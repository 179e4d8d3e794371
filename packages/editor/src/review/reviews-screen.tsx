import { useCallback, useEffect, useState } from 'react';
import { Button, Segmented, Table, Typography } from 'antd';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { AdminScreenProps } from '../shell/admin-screen-props.ts';
import { formatTime } from '../shared/format-time.ts';
import { useAdminFailure } from '../shared/use-admin-failure.ts';
import { reviewApi } from './review-api.ts';
import type { ReviewInfo, ReviewStatus } from './review-api.ts';
import { ReviewStatusTag } from './review-status-tag.tsx';

interface Props extends AdminScreenProps {
  onOpen: (id: number) => void;
}

const FILTERS: { value: ReviewStatus | 'all'; label: string }[] = [
  { value: 'pending', label: '待审核' },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '已驳回' },
  { value: 'all', label: '全部' },
];

/** 审核: the requests to publish, those waiting first; each opens to be read and decided. */
export function ReviewsScreen({ onOpen, onBack }: Props) {
  const fail = useAdminFailure();
  const [filter, setFilter] = useState<ReviewStatus | 'all'>('pending');
  const [reviews, setReviews] = useState<ReviewInfo[] | null>(null);

  const load = useCallback(() => {
    setReviews(null);
    reviewApi.list(filter === 'all' ? undefined : filter).then(setReviews, (error: unknown) => {
      setReviews([]);
      fail(error);
    });
  }, [filter, fail]);
  useEffect(load, [load]);

  return (
    <AdminScreen
      onBack={onBack}
      title="审核"
      tools={
        <Segmented
          aria-label="按状态筛选"
          options={FILTERS}
          value={filter}
          onChange={(value) => setFilter(value)}
        />
      }
    >
      <Table<ReviewInfo>
        rowKey="id"
        loading={reviews === null}
        dataSource={reviews ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: filter === 'pending' ? '没有待审核的页面' : '没有记录' }}
        onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: '页面',
            render: (_, row) => (
              <>
                <Typography.Text strong>{row.page_title || row.page_code}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {row.page_code} · 第 {row.revision} 次保存
                </Typography.Text>
              </>
            ),
          },
          {
            title: '提交人',
            dataIndex: 'submitted_by',
            render: (by: string | null) => by ?? '—',
          },
          {
            title: '提交时间',
            dataIndex: 'submitted_at',
            render: (at: string) => formatTime(at),
          },
          { title: '说明', dataIndex: 'note', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'status',
            render: (status: ReviewStatus) => <ReviewStatusTag status={status} />,
          },
          {
            title: '处理',
            render: (_, row) =>
              row.decided_by ? `${row.decided_by} · ${formatTime(row.decided_at)}` : '—',
          },
          {
            title: '操作',
            width: 90,
            render: (_, row) => (
              <Button
                size="small"
                type={row.status === 'pending' ? 'primary' : 'default'}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(row.id);
                }}
              >
                {row.status === 'pending' ? '审核' : '查看'}
              </Button>
            ),
          },
        ]}
      />
    </AdminScreen>
  );
}
