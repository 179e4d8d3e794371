import { Tag } from 'antd';
import { REVIEW_STATUS_LABELS } from './review-api.ts';
import type { ReviewStatus } from './review-api.ts';

export function ReviewStatusTag({ status }: { status: ReviewStatus }) {
  const { text, color } = REVIEW_STATUS_LABELS[status];
  return <Tag color={color}>{text}</Tag>;
}
