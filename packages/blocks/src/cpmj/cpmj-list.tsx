import type { CpmjSummary } from '@h5-page/schema/answers/cpmj-article';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { useContent } from '../shared/use-content.ts';

/** The articles; each opens its detail page /cpmj/details/:name. */
export function CpmjList({ category, limit }: { category: string | undefined; limit: number }) {
  const runtime = useRuntime();
  const { data, loading } = useContent<{ list: CpmjSummary[] }>(API_PATHS.CPMJ_LIST, {
    category: category || undefined,
    limit,
  });
  const list = data?.list ?? [];
  if (list.length === 0)
    return <p className="h5-cpmj-empty">{loading ? '正在加载秘籍…' : '暂无秘籍'}</p>;
  return (
    <ul className="h5-cpmj-list">
      {list.map((item) => (
        <li key={item.name}>
          <a
            href={`/h5-page/cpmj/details/${encodeURIComponent(item.name)}`}
            onClick={(event) => {
              event.preventDefault();
              runtime.env.openUrl(`/h5-page/cpmj/details/${encodeURIComponent(item.name)}`);
            }}
          >
            <em>{item.category}</em>
            <h4>{item.title}</h4>
            <p>{item.summary}</p>
            <small>
              {item.author} · {item.published_at}
            </small>
          </a>
        </li>
      ))}
    </ul>
  );
}
