import { useState } from 'react';
import { Alert, List, Typography } from 'antd';
import { formatTime } from '../shared/format-time.ts';
import { problemPlace } from '../shared/problem-place.ts';
import type { PageFile } from '../shared/page-data.ts';
import type { ReviewInfo } from './review-api.ts';

interface Props {
  /** The page's newest request: the notice shows while it is a rejection. */
  review: ReviewInfo | null;
  /** The page as it is on the canvas (to name the blocks of the notes). */
  page: PageFile | null;
  /** Selects the block of `path` on the canvas. */
  onGo: (path: string) => void;
}

/**
 * Atop the editor of a page whose newest request was rejected: the reviewer's comment, who and
 * when, and each note leading to its block, until the page is submitted again. Closing it hides
 * that rejection only; the header's 已驳回 still opens it.
 */
export function RejectionNotice({ review, page, onGo }: Props) {
  const [closed, setClosed] = useState<number | null>(null);
  if (!review || review.status !== 'rejected' || closed === review.id) return null;
  return (
    <Alert
      className="rejection-notice"
      type="error"
      showIcon
      closable={{ 'aria-label': '收起驳回意见', onClose: () => setClosed(review.id) }}
      title={`审核未通过：${review.decided_by ?? '审核员'} 于 ${formatTime(review.decided_at)} 驳回，请按意见修改后重新提交审核`}
      description={
        <>
          <Typography.Paragraph className="rejection-notice__comment">
            {review.comment}
          </Typography.Paragraph>
          {review.notes.length > 0 && (
            <List
              size="small"
              dataSource={review.notes}
              renderItem={(note) => (
                <List.Item>
                  <span>
                    <a onClick={() => onGo(note.path)}>{problemPlace(note.path, page)}</a>：
                    {note.text}
                  </span>
                </List.Item>
              )}
            />
          )}
        </>
      }
    />
  );
}
