import type { TopicProduct } from '@h5-page/schema/answers/topic-product';
import { API_PATHS } from '@h5-page/schema/constants';
import type { PublicRead } from '@h5-page/schema/public-reads';
import { useRuntime } from '../runtime.ts';
import { usePublicRead } from '../shared/use-public-read.ts';

export type { TopicProduct };

const KIND: Record<TopicProduct['kind'], string> = {
  fund: '基金',
  etf: 'ETF',
  advisory: '投顾服务',
};

// Red for a gain, green for a loss (mainland convention); other figures stay neutral.
const tone = (figure: string) =>
  figure.startsWith('+') ? 'up' : figure.startsWith('-') ? 'down' : 'plain';

/** The cards; the button asks which sales page the product points to and opens it. */
export function ProductList({ read, buttonText }: { read: PublicRead | null; buttonText: string }) {
  const runtime = useRuntime();
  const { data, loading } = usePublicRead<{ list: TopicProduct[] }>(read);
  const list = data?.list ?? (loading ? null : []);

  const open = async (code: string) => {
    const answer = await runtime.api.get<{ url: string }>(API_PATHS.SALES_PAGE_FIND, {
      product_code: code,
    });
    if (answer?.url) runtime.env.openUrl(answer.url);
  };

  if (list === null) return <p className="h5-product-empty">正在加载产品…</p>;
  if (list.length === 0) return <p className="h5-product-empty">暂无产品</p>;
  return (
    <ul className="h5-product-list">
      {list.map((product) => (
        <li key={product.code} className="h5-product-item" data-kind={product.kind}>
          <div className="h5-product-head">
            <h4>{product.name}</h4>
            <span className="h5-product-risk">{product.risk_level}</span>
          </div>
          <p className="h5-product-tags">
            <em>{KIND[product.kind]}</em>
            {product.tag ? <em>{product.tag}</em> : null}
          </p>
          <div className="h5-product-figure">
            <strong data-tone={tone(product.figure_value)}>{product.figure_value}</strong>
            <small>{product.figure_label}</small>
          </div>
          <p className="h5-product-summary">{product.summary}</p>
          <button
            type="button"
            className="h5-product-button"
            onClick={() => void open(product.code)}
          >
            {buttonText}
          </button>
        </li>
      ))}
    </ul>
  );
}
