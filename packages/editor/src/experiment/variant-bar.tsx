import { Badge, Button, Segmented, Space, Typography } from 'antd';
import { variantDisplayName } from '@h5-page/schema/variants';
import type { PageVariant } from '@h5-page/schema/variants';
import './variant-editing.css';

interface Props {
  variants: readonly PageVariant[];
  /** 自动分配流量 is on: the weights are not the split, so they are not shown. */
  automatic?: boolean;
  /** The variant on the canvas. */
  shown: number;
  /** Problems (schema and compliance errors) per variant, by index. */
  problems: readonly number[];
  onShow: (index: number) => void;
  onSettings: () => void;
  onReport: () => void;
}

/**
 * 方案 A / 方案 B · 新人礼版 / …: which variant's blocks the canvas edits, each by its display
 * name. Switching keeps every variant's edits (they are all in the draft); each shows its share of
 * visitors and its problems.
 */
export function VariantBar(props: Props) {
  const { variants, automatic = false, shown, problems, onShow, onSettings, onReport } = props;
  const share = [
    shown === 0 ? '方案 A 为对照组' : null,
    automatic
      ? '流量按实验数据自动分配'
      : shown === 0
        ? null
        : `访客中约 ${variants[shown]?.weight ?? 0}% 会看到此方案`,
  ]
    .filter(Boolean)
    .join('，');
  return (
    <div className="variant-bar" role="group" aria-label="A/B 实验方案">
      <Typography.Text strong>A/B 实验</Typography.Text>
      <Typography.Text type="secondary">正在编辑</Typography.Text>
      <Segmented<number>
        value={shown}
        onChange={onShow}
        options={variants.map((variant, index) => ({
          value: index,
          label: (
            <span className="variant-bar__option" data-variant={variant.key}>
              <span className="variant-bar__label" title={variantDisplayName(variant, index)}>
                {variantDisplayName(variant, index)}
              </span>
              {!automatic && <span className="variant-bar__weight">{variant.weight}%</span>}
              {(problems[index] ?? 0) > 0 && (
                <Badge
                  count={problems[index]}
                  size="small"
                  title={`${variantDisplayName(variant, index)} 有 ${problems[index]} 处需修改`}
                />
              )}
            </span>
          ),
        }))}
      />
      <Typography.Text type="secondary" className="variant-bar__hint">
        {share}，各方案的修改都保存在同一份草稿中
      </Typography.Text>
      <Space size={4} className="variant-bar__end">
        <Button size="small" onClick={onSettings}>
          流量与方案
        </Button>
        <Button size="small" type="link" onClick={onReport}>
          实验数据
        </Button>
      </Space>
    </div>
  );
}
