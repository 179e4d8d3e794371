import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { segmentAfter } from '../shared/route-segment.ts';
import { useContent } from '../shared/use-content.ts';
import { ContentMissing } from '../shared/content-missing.tsx';
import type { SimArticle } from './sim-types.ts';
import { SIM_ARTICLE_PATH } from './sim-article-path.ts';

/** The article its page's URL names; an unknown one shows a not-found notice with a way back. */
export function SimArticleDetail() {
  const runtime = useRuntime();
  const [id, setId] = useState<string | null>(null);
  useEffect(() => setId(segmentAfter(runtime.location, SIM_ARTICLE_PATH)), [runtime.location]);
  const valid = id !== null && /^[1-9]\d{0,9}$/.test(id);
  const { data, loading, missing } = useContent<SimArticle & { body: string[] }>(
    API_PATHS.SIM_ARTICLE,
    valid ? { id } : null,
  );

  if ((id !== null && !valid) || missing) {
    return (
      <ContentMissing
        runtime={runtime}
        className="h5-sim-missing"
        testId="sim-article-not-found"
        text="这篇文章不存在或已下线"
        backLabel="返回文章列表"
        backUrl="/h5-page/simulateTrading/article"
      />
    );
  }
  if (!data || loading) return <p className="h5-sim-empty">正在加载文章…</p>;
  return (
    <article className="h5-sim-article" data-testid="sim-article">
      <h2>{data.title}</h2>
      <small>
        {data.author} · {data.published_at}
      </small>
      <p className="h5-sim-article-lead">{data.summary}</p>
      {data.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
