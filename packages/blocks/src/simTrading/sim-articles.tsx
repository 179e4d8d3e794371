import { useRuntime } from '../runtime.ts';
import { SIM_ARTICLE_PATH } from './sim-article-path.ts';
import { API_PATHS } from '@h5-page/schema/constants';
import type { SimArticle } from './sim-types.ts';
import { useGateway } from './use-gateway.ts';

/** The strategy's commentary, newest first; each opens its own page. */
export function SimArticles({ limit }: { limit: number }) {
  const runtime = useRuntime();
  const { data, loading } = useGateway<{ list: SimArticle[] }>(
    API_PATHS.SIM_ARTICLES,
    { limit },
    false,
  );
  const list = data?.list ?? [];
  if (list.length === 0)
    return <p className="h5-sim-empty">{loading ? '正在加载文章…' : '暂无文章'}</p>;
  return (
    <ul className="h5-sim-articles">
      {list.map((article) => (
        <li key={article.id}>
          <a
            href={`${SIM_ARTICLE_PATH}${article.id}`}
            onClick={(event) => {
              event.preventDefault();
              runtime.env.openUrl(`${SIM_ARTICLE_PATH}${article.id}`);
            }}
          >
            <h4>{article.title}</h4>
            <p>{article.summary}</p>
            <small>
              {article.author} · {article.published_at}
            </small>
          </a>
        </li>
      ))}
    </ul>
  );
}
