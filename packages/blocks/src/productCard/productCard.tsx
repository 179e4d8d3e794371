import { productCardRead } from '@h5-page/schema/public-reads';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { ProductList } from './product-list.tsx';
import { useRuleMatch } from './use-rule-match.ts';
import '../shared/white-card.css';
import './productCard.css';

/**
 * 产品卡片: fund, ETF and advisory products with their simulated figures and risk level. A block
 * shown only to users matching a rule renders nothing until the check answers, so a visitor who
 * does not match never sees it flash; seeded pages put such blocks last, so nothing moves below.
 */
export default function ProductCardBlock({ value }: BlockProps<'productCard'>) {
  // The builder and previews show a gated block to its editors, marked as such.
  const preview = useRuntime().page.preview;
  const match = useRuleMatch(value.onlyRuleUsers && !preview, value.rules);
  if (match !== true)
    return <section className="h5-product-card h5-product" hidden data-rule-pending="" />;
  return (
    <section className="h5-product-card h5-product">
      {value.onlyRuleUsers && preview ? (
        <p className="h5-product-gated">仅对符合规则的用户显示：{value.rules || '未填写规则'}</p>
      ) : null}
      {value.title ? <h3 className="h5-product-title">{value.title}</h3> : null}
      <ProductList read={productCardRead(value)} buttonText={value.buttonText} />
      {value.showRisk ? (
        <p className="h5-product-disclosure">
          风险提示：以上数据均为模拟演示，不代表产品真实业绩，亦不预示未来表现。基金、ETF
          及投顾服务有风险，投资需谨慎；请根据自身风险承受能力（R1 低 — R5 高）审慎选择。
        </p>
      ) : null}
    </section>
  );
}
