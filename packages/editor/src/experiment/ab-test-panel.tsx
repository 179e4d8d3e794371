import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Drawer,
  Input,
  InputNumber,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import {
  MAX_VARIANTS,
  MIN_VARIANTS,
  VARIANT_NAME_MAX_LENGTH,
  variantDisplayName,
  variantLabel,
} from '@h5-page/schema/variants';
import type { PageVariant, VariantAllocation } from '@h5-page/schema/variants';
import { allocationRuleText } from '../shared/allocation-text.ts';
import './variant-editing.css';
import { nameProblem, weightsProblem } from './variant-edits.ts';

interface Props {
  open: boolean;
  variants: readonly PageVariant[];
  /** The draft's `variant_allocation`: null when visitors are split by the weights. */
  allocation: VariantAllocation | null;
  /** The variant on the canvas: the one 添加方案 copies and 结束实验 keeps. */
  shown: number;
  onClose: () => void;
  onShow: (index: number) => void;
  onWeights: (weights: number[]) => void;
  /** 方案名称 of variant `index`, as typed (blank: none). */
  onName: (index: number, name: string) => void;
  onAllocation: (allocation: VariantAllocation | null) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onEnd: () => void;
  onReport: () => void;
}

/**
 * The A/B test's settings: 自动分配流量, or else each variant's share of visitors (whole numbers
 * adding up to 100), each variant's 方案名称 (kept when the field is left or Enter pressed, so
 * the bar and the draft do not follow every keystroke), 添加方案 (a copy of the variant on the
 * canvas, up to four), 删除方案 (two stay), and 结束实验 (the variant on the canvas becomes the
 * page). Changes go into the draft and save with it.
 */
export function AbTestPanel(props: Props) {
  const { open, variants, allocation, shown, onClose, onShow, onWeights, onAllocation } = props;
  const { onName, onAdd, onRemove, onEnd } = props;
  const automatic = allocation !== null;
  const { modal } = App.useApp();
  const [weights, setWeights] = useState<(number | null)[]>(() => variants.map((v) => v.weight));
  const stored = variants.map((v) => v.weight).join(',');
  // The draft's weights change underneath (a variant added or removed): the form follows them.
  useEffect(() => setWeights(stored.split(',').map(Number)), [stored]);
  // Weights typed but not saved are of no use while the data decides the split: they show as saved.
  const shownWeights = automatic ? stored.split(',').map(Number) : weights;
  const problem = automatic ? null : weightsProblem(weights);
  const changed = !automatic && weights.join(',') !== stored;
  const shownLabel = variantDisplayName(variants[shown], shown);
  const storedNames = JSON.stringify(variants.map((v) => v.name ?? ''));
  const [names, setNames] = useState<string[]>(() => JSON.parse(storedNames) as string[]);
  // As with the weights: a name saved, or a variant added or removed, shows as the draft has it.
  useEffect(() => setNames(JSON.parse(storedNames) as string[]), [storedNames]);
  const keepName = (index: number) => {
    const typed = names[index] ?? '';
    if (nameProblem(typed, index, variants) === null) onName(index, typed);
  };

  const end = () =>
    modal.confirm({
      title: `结束实验，保留${shownLabel}？`,
      content: `页面将只保留${shownLabel} 的内容，其他方案会被删除；发布后所有访客都看到这个版本。`,
      okText: '结束实验',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: onEnd,
    });

  return (
    <Drawer title="A/B 实验：流量与方案" open={open} onClose={onClose} size={440}>
      <Typography.Paragraph type="secondary">
        {`发布后，每位访客${automatic ? '按实验数据自动分配到' : '按流量占比随机看到'}其中一个方案，并一直看到同一个方案。方案 A 为对照组；在“实验数据”中比较各方案的转化率。`}
      </Typography.Paragraph>
      <div className="ab-test-panel__allocation">
        <Space size={8}>
          <Switch
            aria-label="自动分配流量"
            checked={automatic}
            onChange={(on) => {
              if (on) setWeights(stored.split(',').map(Number));
              onAllocation(on ? 'thompson' : null);
            }}
          />
          <Typography.Text strong>自动分配流量</Typography.Text>
        </Space>
        <Typography.Paragraph type="secondary" className="ab-test-panel__allocation-help">
          开启后，{allocationRuleText()}。
        </Typography.Paragraph>
      </div>
      {automatic && (
        <Alert
          type="info"
          showIcon
          className="ab-test-panel__problem"
          title="已开启自动分配：各方案的流量由实验数据决定，下面的流量占比暂不使用（关闭后恢复按占比分配）"
        />
      )}
      <ol className="ab-test-panel__list" aria-label="方案">
        {variants.map((variant, index) => {
          const named = variantDisplayName(variant, index);
          const nameWrong = nameProblem(names[index] ?? '', index, variants);
          return (
            <li key={variant.key} className="ab-test-panel__row" data-variant={variant.key}>
              <Space size={6} className="ab-test-panel__name">
                <strong>{variantLabel(index)}</strong>
                {index === 0 && <Tag>对照</Tag>}
                {index === shown && <Tag color="blue">编辑中</Tag>}
              </Space>
              <InputNumber<number>
                aria-label={`${variantLabel(index)} 流量占比`}
                min={1}
                max={99}
                precision={0}
                value={shownWeights[index] ?? null}
                disabled={automatic}
                suffix="%"
                style={{ width: 100 }}
                onChange={(value) =>
                  setWeights((current) => current.map((w, i) => (i === index ? value : w)))
                }
              />
              <Space size={0} className="ab-test-panel__row-actions">
                {index !== shown && (
                  <Button size="small" type="link" onClick={() => onShow(index)}>
                    编辑
                  </Button>
                )}
                <Button
                  size="small"
                  type="link"
                  danger
                  disabled={variants.length <= MIN_VARIANTS}
                  title={
                    variants.length <= MIN_VARIANTS
                      ? `实验至少需要 ${MIN_VARIANTS} 个方案；不再需要实验请用“结束实验”`
                      : `删除${named}`
                  }
                  onClick={() =>
                    modal.confirm({
                      title: `删除${named}？`,
                      content: '这个方案的内容会被删除，流量平均分配给其余方案。',
                      okText: '删除方案',
                      okButtonProps: { danger: true },
                      cancelText: '取消',
                      onOk: () => onRemove(index),
                    })
                  }
                >
                  删除方案
                </Button>
              </Space>
              <div className="ab-test-panel__naming">
                <Typography.Text type="secondary" className="ab-test-panel__naming-label">
                  方案名称
                </Typography.Text>
                <div className="ab-test-panel__naming-field">
                  <Input
                    aria-label={`${variantLabel(index)} 方案名称`}
                    placeholder="如：新人礼版"
                    maxLength={VARIANT_NAME_MAX_LENGTH}
                    allowClear
                    size="small"
                    status={nameWrong ? 'error' : undefined}
                    value={names[index] ?? ''}
                    onChange={(event) =>
                      setNames((current) =>
                        variants.map((_, i) =>
                          i === index ? event.target.value : (current[i] ?? ''),
                        ),
                      )
                    }
                    onBlur={() => keepName(index)}
                    onPressEnter={() => keepName(index)}
                  />
                  {nameWrong && (
                    <Typography.Text type="danger" className="ab-test-panel__naming-problem">
                      {nameWrong}
                    </Typography.Text>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {problem && (
        <Alert type="error" showIcon title={problem} className="ab-test-panel__problem" />
      )}
      <Space wrap className="ab-test-panel__actions">
        <Button
          type="primary"
          disabled={!changed || problem !== null}
          onClick={() => onWeights(weights.map(Number))}
        >
          保存流量占比
        </Button>
        <Button
          disabled={variants.length >= MAX_VARIANTS}
          title={
            variants.length >= MAX_VARIANTS
              ? `最多 ${MAX_VARIANTS} 个方案`
              : `复制${shownLabel} 作为新方案，流量平均分配`
          }
          onClick={onAdd}
        >
          添加方案
        </Button>
        <Button onClick={props.onReport}>实验数据</Button>
      </Space>
      <div className="ab-test-panel__end">
        <Typography.Paragraph type="secondary">
          结束实验：保留正在编辑的{shownLabel} 作为页面，删除其他方案。
        </Typography.Paragraph>
        <Button danger onClick={end}>
          结束实验
        </Button>
      </div>
    </Drawer>
  );
}
