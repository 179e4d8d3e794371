import { Badge, Button, Segmented, Space, Typography } from 'antd';
import { variantLabel } from '@h5-page/schema/variants';
import type { PageVariant } from '@h5-page/schema/variants';
import './variant-editing.css';

interface Props {
  variants: readonly PageVariant[];
  /** The variant on the canvas. */
  shown: number;
  /** Problems (schema and compliance errors) per variant, by index. */
  problems: readonly number[];
  onShow: (index: number) => void;
  onSettings: () => void;
  onReport: () => void;
}

/**
 * 方案 A / 方案 B / …: which variant's blocks the canvas edits. Switching keeps every variant's
 * edits (they are all in the draft); each shows its share of visitors and its problems.
 */
export function VariantBar({ variants, shown, problems, onShow, onSettings, onReport }: Props) {
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
              {variantLabel(index)}
              <span className="variant-bar__weight">{variant.weight}%</span>
              {(problems[index] ?? 0) > 0 && (
                <Badge
                  count={problems[index]}
                  size="small"
                  title={`${variantLabel(index)} 有 ${problems[index]} 处需修改`}
                />
              )}
            </span>
          ),
        }))}
      />
      <Typography.Text type="secondary" className="variant-bar__hint">
        {shown === 0 ? '方案 A 为对照组' : `访客中约 ${variants[shown]?.weight ?? 0}% 会看到此方案`}
        ，各方案的修改都保存在同一份草稿中
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
