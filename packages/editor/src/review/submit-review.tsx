import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Input, List, Modal, Popover, Space, Tag, Typography } from 'antd';
import { AdminApiError } from '../api/admin-api.ts';
import { formatTime } from '../shared/format-time.ts';
import { problemPlace } from '../shared/problem-place.ts';
import type { PageFile } from '../shared/page-data.ts';
import { reviewApi } from './review-api.ts';
import type { CheckProblem, ReviewInfo } from './review-api.ts';

interface Props {
  code: string;
  /** The page as it is on the canvas (to name the blocks of notes and problems). */
  page: PageFile | null;
  /** Counts the draft's saves: the request's status is read again after each. */
  revision: number;
  /** Saves pending changes first; false when the save failed (nothing is submitted). */
  save: () => Promise<boolean>;
  /** Selects the block of `path` on the canvas. */
  onGo: (path: string) => void;
  /** Told the newest request each time it is read or replaced (the editor's rejection notice). */
  onReview?: (review: ReviewInfo | null) => void;
}

/** What the header says of the newest request, and whether it covers the draft. */
function statusTag(review: ReviewInfo | null, required: boolean) {
  if (!review) return required ? <Tag>未提交审核</Tag> : null;
  if (review.status === 'pending') return <Tag color="processing">待审核</Tag>;
  if (review.status === 'rejected') return <Tag color="error">已驳回</Tag>;
  if (review.status === 'approved') {
    return review.current ? (
      <Tag color="success">已通过审核</Tag>
    ) : (
      <Tag color="warning">通过后已修改，需重新提交</Tag>
    );
  }
  return null;
}

/**
 * 提交审核 in the page's header: saves, then submits the draft as one request (refused with the
 * checks' errors, each leading to its block), and shows the newest request's state; a rejection
 * opens to its comment and notes, each leading to its block.
 */
export function SubmitReview({ code, page, revision, save, onGo, onReview }: Props) {
  const { message } = App.useApp();
  const [review, setReview] = useState<ReviewInfo | null>(null);
  const [required, setRequired] = useState(false);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<CheckProblem[] | null>(null);

  // Each answer is for the newest question only: a reading asked for before a submission (the
  // save it starts changes the revision) must not put back the state the submission replaced.
  const asked = useRef(0);
  const load = useCallback(() => {
    const question = ++asked.current;
    reviewApi.ofPage(code).then(
      (answer) => {
        if (question !== asked.current) return;
        setReview(answer.review);
        setRequired(answer.review_required);
      },
      // Unread, the review state shows nothing; the page stays editable.
      () => {},
    );
  }, [code]);
  useEffect(load, [load, revision]);
  useEffect(() => onReview?.(review), [onReview, review]);

  const submit = async () => {
    setSending(true);
    try {
      if (!(await save())) return;
      const submitted = await reviewApi.submit(code, note.trim());
      asked.current += 1;
      setReview(submitted);
      setAsking(false);
      setNote('');
      message.success('已提交审核，审核员通过后即可发布');
    } catch (error) {
      if (error instanceof AdminApiError && error.problems.length > 0) {
        setAsking(false);
        setRefused(error.problems as CheckProblem[]);
      } else message.error(`提交失败：${(error as Error).message}`);
    } finally {
      setSending(false);
    }
  };

  const go = (path: string) => {
    setRefused(null);
    onGo(path);
  };
  const tag = statusTag(review, required);
  const decision = review && (review.status === 'rejected' || review.status === 'approved') && (
    <div className="submit-review__decision">
      <Typography.Paragraph>
        {review.decided_by} · {formatTime(review.decided_at)}
        {review.comment ? `：${review.comment}` : ''}
      </Typography.Paragraph>
      {review.notes.length > 0 && (
        <List
          size="small"
          dataSource={review.notes}
          renderItem={(n) => (
            <List.Item>
              <a onClick={() => onGo(n.path)}>{problemPlace(n.path, page)}</a>：{n.text}
            </List.Item>
          )}
        />
      )}
    </div>
  );

  return (
    <>
      {tag && decision ? (
        <Popover title="审核意见" content={decision} trigger="click">
          <span className="submit-review__tag" role="button" tabIndex={0}>
            {tag}
          </span>
        </Popover>
      ) : (
        tag
      )}
      <Button onClick={() => setAsking(true)}>提交审核</Button>
      <Modal
        title="提交审核"
        open={asking}
        okText="保存并提交"
        cancelText="取消"
        confirmLoading={sending}
        onOk={() => void submit()}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>
          当前草稿将作为一个版本提交给审核员，审核通过后才能发布；之后再修改草稿需重新提交。
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="提交说明"
          rows={3}
          maxLength={500}
          value={note}
          placeholder="给审核员的说明（选填），例如本次改了什么"
          onChange={(event) => setNote(event.target.value)}
        />
      </Modal>
      <Modal
        title="未通过合规检查，不能提交审核"
        open={refused !== null}
        footer={
          <Space>
            <Button type="primary" onClick={() => setRefused(null)}>
              返回修改
            </Button>
          </Space>
        }
        onCancel={() => setRefused(null)}
      >
        <Typography.Paragraph>以下问题需先修改，点击位置可定位到对应组件：</Typography.Paragraph>
        <List
          size="small"
          dataSource={refused ?? []}
          renderItem={(p) => (
            <List.Item>
              <Space orientation="vertical" size={0}>
                <span>{p.message}</span>
                <a onClick={() => go(p.path)}>{problemPlace(p.path, page)}</a>
              </Space>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
