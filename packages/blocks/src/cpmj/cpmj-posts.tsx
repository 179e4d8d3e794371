import { API_PATHS } from '@h5-page/schema/constants';
import { useContent } from '../shared/use-content.ts';

interface Post {
  id: number;
  author: string;
  content: string;
  created_at: string;
}

/** The discussion group's latest posts on a topic. */
export function CpmjPosts({ topic, limit }: { topic: string; limit: number }) {
  const { data, loading } = useContent<{ list: Post[] }>(API_PATHS.GROUP_POST_LIST, {
    topic,
    limit,
  });
  const list = data?.list ?? [];
  if (list.length === 0)
    return <p className="h5-cpmj-empty">{loading ? '正在加载讨论…' : '还没有讨论'}</p>;
  return (
    <ul className="h5-cpmj-posts">
      {list.map((post) => (
        <li key={post.id}>
          <span className="h5-cpmj-avatar" aria-hidden="true">
            {post.author.slice(0, 1)}
          </span>
          <div>
            <b>{post.author}</b>
            <p>{post.content}</p>
            <small>{post.created_at}</small>
          </div>
        </li>
      ))}
    </ul>
  );
}
