import { useCallback, useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { chinaMonthDayTime } from '@h5-page/schema/china-time';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { useLoginDraft } from '../shared/use-login-draft.ts';
import './tourComments.css';

interface Comment {
  id: number;
  nick: string;
  content: string;
  created_at: number;
}

interface CommentPage {
  list: Comment[];
  total: number;
  thumbs_up: { count: number; given: boolean };
}

/** The server's limit on a comment's length. */
export const COMMENT_MAX_LENGTH = 200;

/**
 * Tour thumbs-up and comments (lecture tours): the thumbs-up (once per visitor, on the server)
 * with its count, a box to post a comment (logged in; the server strips tags and limits the
 * length) and the comments, newest first, a page at a time. Comments render as text.
 */
export default function TourComments({ value, path }: BlockProps<'tourComments'>) {
  const runtime = useRuntime();
  const tour = value.tour;
  const pageSize = value.pageSize ?? 10;
  const [comments, setComments] = useState<Comment[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [thumbs, setThumbs] = useState<{ count: number; given: boolean } | null>(null);
  const typed = useLoginDraft(`${path}:comment`, { content: '' });
  const draft = typed.values.content;
  const setDraft = (content: string) => typed.set('content', content);
  const [busy, setBusy] = useState(false);

  const fetchPage = useCallback(
    (n: number) =>
      runtime.api
        .get<CommentPage>(
          API_PATHS.TOUR_COMMENT_LIST,
          { tour, page: n, page_size: pageSize },
          { quiet: true },
        )
        .catch(() => undefined),
    [runtime, tour, pageSize],
  );

  const reload = useCallback(async () => {
    const answer = await fetchPage(1);
    if (!answer || !Array.isArray(answer.list)) return;
    setComments(answer.list);
    setTotal(answer.total);
    setThumbs(answer.thumbs_up);
    setPage(1);
  }, [fetchPage]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const more = async () => {
    const answer = await fetchPage(page + 1);
    if (!answer || !Array.isArray(answer.list)) return;
    const known = new Set(comments.map((comment) => comment.id));
    setComments([...comments, ...answer.list.filter((comment) => !known.has(comment.id))]);
    setTotal(answer.total);
    setPage(page + 1);
  };

  const needLogin = () => {
    if (runtime.auth.token()) return false;
    typed.login();
    return true;
  };

  const thumbUp = async () => {
    runtime.tracker.click('巡讲点赞', { block: 'tourComments', path });
    if (needLogin()) return;
    try {
      const answer = await runtime.api.post<{ count: number; already: boolean }>(
        API_PATHS.TOUR_GIVE_THUMBS_UP,
        { tour },
        { needToken: true },
      );
      if (answer) {
        setThumbs({ count: answer.count, given: true });
        runtime.toast(answer.already ? '您已点过赞' : '感谢点赞！');
      }
    } catch {
      // The runtime has shown the server's msg.
    }
  };

  const post = async () => {
    runtime.tracker.click('发表留言', { block: 'tourComments', path });
    if (needLogin()) return;
    const content = draft.trim();
    if (!content) {
      runtime.toast('请输入留言内容');
      return;
    }
    setBusy(true);
    try {
      const answer = await runtime.api.post<Comment>(
        API_PATHS.TOUR_USER_COMMENT,
        { tour, content },
        { needToken: true },
      );
      if (answer) {
        typed.clear();
        setDraft('');
        runtime.toast('留言成功');
        await reload();
      }
    } catch {
      // The runtime has shown the server's msg.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="h5-tour-comments">
      <div className="h5-tour-comments-head">
        {value.title ? <h3 className="h5-tour-comments-title">{value.title}</h3> : null}
        <button
          type="button"
          className={`h5-tour-thumbs${thumbs?.given ? ' h5-tour-thumbs-given' : ''}`}
          onClick={() => void thumbUp()}
          aria-pressed={thumbs?.given ?? false}
        >
          <span aria-hidden="true" className="h5-tour-thumbs-icon">
            赞
          </span>
          <span data-testid="tour-thumbs-count">{thumbs ? thumbs.count : '--'}</span>
        </button>
      </div>
      <div className="h5-tour-comments-form">
        <textarea
          className="h5-tour-comments-input"
          value={draft}
          ref={typed.entry('content')}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder="说说你的听讲收获或想听的话题…"
          aria-label="留言内容"
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="h5-tour-comments-bar">
          <span className="h5-tour-comments-count">
            {draft.length}/{COMMENT_MAX_LENGTH}
          </span>
          <button
            type="button"
            className="h5-tour-comments-send"
            disabled={busy}
            onClick={() => void post()}
          >
            发表留言
          </button>
        </div>
      </div>
      <p className="h5-tour-comments-total">共 {total} 条留言</p>
      <ul className="h5-tour-comments-list">
        {comments.map((comment) => (
          <li key={comment.id} className="h5-tour-comment">
            <div className="h5-tour-comment-meta">
              <span className="h5-tour-comment-nick">{comment.nick}</span>
              <time className="h5-tour-comment-time">{chinaMonthDayTime(comment.created_at)}</time>
            </div>
            <p className="h5-tour-comment-content">{comment.content}</p>
          </li>
        ))}
      </ul>
      {comments.length < total ? (
        <button type="button" className="h5-tour-comments-more" onClick={() => void more()}>
          查看更多留言
        </button>
      ) : null}
    </section>
  );
}
