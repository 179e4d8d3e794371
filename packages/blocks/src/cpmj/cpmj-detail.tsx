import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { segmentAfter } from '../shared/route-segment.ts';
import { useContent } from '../shared/use-content.ts';
import { ContentMissing } from '../shared/content-missing.tsx';

interface Article {
  name: string;
  title: string;
  category: string;
  author: string;
  published_at: string;
  body: string[];
}

/** The article the URL names; an unknown name shows a not-found notice with a way back. */
export function CpmjDetail() {
  const runtime = useRuntime();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => setName(segmentAfter(runtime.location, '/cpmj/details/')), [runtime.location]);
  const { data, loading, missing } = useContent<Article>(
    API_PATHS.CPMJ_DETAIL,
    name ? { name } : null,
  );

  if (name === '' || missing) {
    return (
      <ContentMissing
        runtime={runtime}
        className="h5-cpmj-missing"
        testId="cpmj-not-found"
        text="这篇秘籍不存在或已下线"
        backLabel="返回秘籍列表"
        backUrl="/h5-page/cpmj/list"
      />
    );
  }
  if (!data || loading) return <p className="h5-cpmj-empty">正在加载秘籍…</p>;
  return (
    <article className="h5-cpmj-article" data-testid="cpmj-article">
      <em>{data.category}</em>
      <h2>{data.title}</h2>
      <small>
        {data.author} · {data.published_at}
      </small>
      {data.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
