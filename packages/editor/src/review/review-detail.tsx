import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Empty,
  Input,
  List,
  Select,
  Space,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { COMPLIANCE_RULE_LABELS } from '@h5-page/blocks/compliance/rule-labels';
import { RuleBasis } from '../shared/rule-basis.tsx';
import { AdminScreen } from '../shell/admin-screen.tsx';
import { AdminApiError } from '../api/admin-api.ts';
import { formatTime } from '../shared/format-time.ts';
import { PageDiffView } from '../shared/page-diff-view.tsx';
import type { PageFile } from '../shared/page-data.ts';
import { variantsOf } from '../shared/page-data.ts';
import { problemPlace } from '../shared/problem-place.ts';
import { useCan } from '../shell/role-gate.tsx';
import { useAdminSession } from '../shell/session-context.ts';
import { useAdminFailure } from '../shared/use-admin-failure.ts';
import { diffPages, placeNotes } from '../shared/version-diff.ts';
import { blockPlaces } from './block-places.ts';
import { reviewApi } from './review-api.ts';
import type { ReviewDetail as Detail, ReviewNote } from './review-api.ts';
import { ReviewPhones } from './review-phones.tsx';
import type { ReviewView } from './review-phones.tsx';
import { ReviewStatusTag } from './review-status-tag.tsx';

/** The page as it is before anything is added: its settings, no blocks and no A/B test. */
function emptied(page: PageFile): PageFile {
  const { variants: _variants, ...rest } = page;
  return { ...rest, page_schema: [] };
}

interface Props {
  id: number;
  onBack: () => void;
  onEdit: (code: string) => void;
}

/**
 * One request to publish, as a reviewer reads it: the revision submitted in a phone frame, each
 * A/B variant and the ended page in turn, what it changes against the live version (and, after a
 * rejection, against the revision rejected, with the notes where they were pinned), its
 * compliance checks, and approve or reject with a comment and notes pinned to blocks. Its
 * submitter and accounts without review rights read it only.
 */
export function ReviewDetailScreen({ id, onBack, onEdit }: Props) {
  const { message, modal } = App.useApp();
  const fail = useAdminFailure();
  const me = useAdminSession()?.user ?? null;
  const canReview = useCan('review');
  const [detail, setDetail] = useState<Detail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [notes, setNotes] = useState<ReviewNote[]>([]);
  const [working, setWorking] = useState<'approve' | 'reject' | null>(null);
  const [view, setView] = useState<ReviewView | null>(null);

  const load = useCallback(() => {
    reviewApi.get(id).then(setDetail, (error: unknown) => setLoadError((error as Error).message));
  }, [id]);
  useEffect(load, [load]);

  const places = useMemo(() => (detail ? blockPlaces(detail.page) : []), [detail]);
  const diff = useMemo(
    () => (detail ? diffPages(detail.live_page ?? emptied(detail.page), detail.page) : null),
    [detail],
  );
  const rejected = detail?.rejected ?? null;
  const sinceRejection = useMemo(() => {
    if (!rejected || !detail) return null;
    const changes = diffPages(rejected.page, detail.page);
    return { diff: changes, notes: placeNotes(changes, rejected.review.notes, rejected.page) };
  }, [rejected, detail]);

  if (loadError) {
    return (
      <AdminScreen header={<Button onClick={onBack}>返回审核列表</Button>}>
        <Alert type="error" title={`读取审核失败：${loadError}`} />
      </AdminScreen>
    );
  }
  if (!detail) return <Spin fullscreen />;

  const { review, page, problems } = detail;
  const variants = variantsOf(page);
  const shown: ReviewView = view ?? { variant: variants?.[0]?.key ?? '' };
  const shownIndex =
    'ended' in shown ? -1 : Math.max(0, variants?.findIndex((v) => v.key === shown.variant) ?? 0);
  const showVariant = (key: string) => setView({ variant: key });
  const own = review.submitted_by !== null && review.submitted_by === me;
  const deciding = review.status === 'pending' && canReview && !own;
  const errors = problems.filter((p) => p.level === 'error').length;

  const decide = async (kind: 'approve' | 'reject') => {
    const filled = notes.filter((n) => n.text.trim() !== '');
    if (kind === 'reject' && comment.trim() === '') {
      message.warning('请填写驳回意见，告诉提交人需要修改什么');
      return;
    }
    setWorking(kind);
    try {
      const decided =
        kind === 'approve'
          ? await reviewApi.approve(review.id, comment)
          : await reviewApi.reject(review.id, comment, filled);
      setDetail({ ...detail, review: decided });
      message.success(kind === 'approve' ? '已通过，发布者现在可以发布这个版本' : '已驳回');
    } catch (error) {
      if (error instanceof AdminApiError && (error.status === 403 || error.status === 409)) {
        modal.error({ title: '操作失败', content: error.message, okText: '知道了' });
        load();
      } else fail(error);
    } finally {
      setWorking(null);
    }
  };

  return (
    <AdminScreen
      header={
        <>
          <Button onClick={() => onEdit(review.page_code)}>打开页面</Button>
          <Button onClick={onBack}>返回审核列表</Button>
        </>
      }
      className="review-detail"
    >
      <ReviewPhones
        reviewId={review.id}
        code={review.page_code}
        page={page}
        view={shown}
        onView={setView}
      />
      <div className="review-detail__side">
        <Space align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {review.page_title || review.page_code}
          </Typography.Title>
          <ReviewStatusTag status={review.status} />
          {!review.current && review.status !== 'superseded' && (
            <Tag color="warning">草稿在提交后已修改</Tag>
          )}
        </Space>
        <Descriptions size="small" column={2} className="review-detail__facts">
          <Descriptions.Item label="页面编码">{review.page_code}</Descriptions.Item>
          <Descriptions.Item label="修订">第 {review.revision} 次保存</Descriptions.Item>
          <Descriptions.Item label="提交人">{review.submitted_by ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{formatTime(review.submitted_at)}</Descriptions.Item>
          <Descriptions.Item label="提交说明" span={2}>
            {review.note || '—'}
          </Descriptions.Item>
          {review.decided_by && (
            <Descriptions.Item label="审核" span={2}>
              {review.decided_by} · {formatTime(review.decided_at)}
              {review.comment ? `：${review.comment}` : ''}
            </Descriptions.Item>
          )}
        </Descriptions>
        {review.notes.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>批注</Typography.Text>}
            dataSource={review.notes}
            renderItem={(note) => (
              <List.Item>
                <Typography.Text type="secondary">{problemPlace(note.path, page)}</Typography.Text>
                ：{note.text}
              </List.Item>
            )}
          />
        )}
        <Tabs
          defaultActiveKey={rejected ? 'since-rejection' : 'diff'}
          items={[
            ...(rejected && sinceRejection
              ? [
                  {
                    key: 'since-rejection',
                    label: '自上次驳回以来的修改',
                    children: (
                      <>
                        <Alert
                          type="warning"
                          className="review-detail__rejection"
                          title={`第 ${rejected.review.revision} 次保存的版本由 ${rejected.review.decided_by ?? '—'} 于 ${formatTime(rejected.review.decided_at)} 驳回：${rejected.review.comment}`}
                        />
                        {sinceRejection.notes.elsewhere.length > 0 && (
                          <List
                            size="small"
                            className="review-detail__unchanged-notes"
                            header={<Typography.Text strong>这些批注处没有修改</Typography.Text>}
                            dataSource={sinceRejection.notes.elsewhere}
                            renderItem={(note) => (
                              <List.Item>
                                <Typography.Text type="secondary">
                                  {problemPlace(note.path, rejected.page)}
                                </Typography.Text>
                                ：{note.text}
                              </List.Item>
                            )}
                          />
                        )}
                        <PageDiffView
                          diff={sinceRejection.diff}
                          sameText="与被驳回的版本内容相同"
                          notesAt={(change) => sinceRejection.notes.at.get(change)}
                          onShowVariant={showVariant}
                        />
                      </>
                    ),
                  },
                ]
              : []),
            {
              key: 'diff',
              label: detail.live_page ? `与线上版本 v${detail.live_version} 的差异` : '全部内容',
              children: (
                <>
                  {!detail.live_page && (
                    <Typography.Paragraph type="secondary">
                      该页面尚未上线：以下列出提交版本的所有组件与设置
                      {variants ? '（方案 B 起列出与方案 A 的不同）' : ''}。
                    </Typography.Paragraph>
                  )}
                  {diff && (
                    <PageDiffView
                      diff={diff}
                      sameText="与线上版本内容相同"
                      onShowVariant={showVariant}
                    />
                  )}
                </>
              ),
            },
            {
              key: 'checks',
              label: `合规检查（${errors} 个错误，${problems.length - errors} 个提醒）`,
              children:
                problems.length === 0 ? (
                  <Empty description="合规检查全部通过" />
                ) : (
                  <List
                    size="small"
                    dataSource={problems}
                    renderItem={(p) => (
                      <List.Item>
                        <Space orientation="vertical" size={0}>
                          <Space size={4}>
                            <Tag color={p.level === 'error' ? 'error' : 'warning'}>
                              {p.level === 'error' ? '错误' : '提醒'}
                            </Tag>
                            <Tag>{COMPLIANCE_RULE_LABELS[p.rule]}</Tag>
                            {p.message}
                          </Space>
                          <Typography.Text type="secondary">
                            {problemPlace(p.path, page)}
                          </Typography.Text>
                          <RuleBasis problem={p} />
                        </Space>
                      </List.Item>
                    )}
                  />
                ),
            },
          ]}
        />
        {review.status === 'pending' && !deciding && (
          <Alert
            type="info"
            title={
              own
                ? '这是你提交的版本：需由其他审核员审核'
                : '你没有审核权限：审核员或管理员可通过或驳回'
            }
          />
        )}
        {deciding && (
          <div className="review-detail__decide">
            <Typography.Text strong>审核意见</Typography.Text>
            <Input.TextArea
              aria-label="审核意见"
              rows={3}
              maxLength={1000}
              value={comment}
              placeholder="通过时可不填；驳回时请写明需要修改的内容"
              onChange={(event) => setComment(event.target.value)}
            />
            {notes.map((note, i) => (
              <Space key={i} align="start" className="review-detail__note">
                <Select
                  aria-label={`批注 ${i + 1} 的组件`}
                  style={{ width: 260 }}
                  value={note.path}
                  options={places.map((p) => ({ value: p.path, label: p.place }))}
                  onChange={(path: string) =>
                    setNotes(notes.map((n, j) => (j === i ? { ...n, path } : n)))
                  }
                />
                <Input.TextArea
                  aria-label={`批注 ${i + 1}`}
                  autoSize
                  maxLength={500}
                  style={{ width: 320 }}
                  value={note.text}
                  placeholder="这个组件需要修改的地方"
                  onChange={(event) =>
                    setNotes(
                      notes.map((n, j) => (j === i ? { ...n, text: event.target.value } : n)),
                    )
                  }
                />
                <Button onClick={() => setNotes(notes.filter((_, j) => j !== i))}>删除</Button>
              </Space>
            ))}
            <Space>
              <Button
                disabled={places.length === 0}
                onClick={() => {
                  // A note starts at the first block of what the phone shows.
                  const first = places.find((p) => p.variant === shownIndex) ?? places[0];
                  setNotes([...notes, { path: first?.path ?? '', text: '' }]);
                }}
              >
                添加组件批注
              </Button>
              <Button
                type="primary"
                loading={working === 'approve'}
                disabled={working !== null || errors > 0}
                onClick={() => void decide('approve')}
              >
                通过
              </Button>
              <Button
                danger
                loading={working === 'reject'}
                disabled={working !== null}
                onClick={() => void decide('reject')}
              >
                驳回
              </Button>
            </Space>
            {errors > 0 && (
              <Typography.Text type="danger">
                合规检查仍有错误（检查规则在提交后有变化）：只能驳回
              </Typography.Text>
            )}
          </div>
        )}
      </div>
    </AdminScreen>
  );
}
