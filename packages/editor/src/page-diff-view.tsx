import { Empty, Tag, Typography } from 'antd';
import type { PageDiff } from './version-diff.ts';

const show = (v: unknown) => (v === undefined ? '（无）' : JSON.stringify(v));

const KIND = {
  added: { text: '新增', color: 'green' },
  removed: { text: '删除', color: 'red' },
  changed: { text: '修改', color: 'blue' },
} as const;

/**
 * What changed between two page files, block by block and field by field (`diffPages`), read
 * as 页面设置 / 新增 / 删除 / 修改 rows with the old value struck through and the new one after.
 */
export function PageDiffView({
  diff,
  sameText = '两个版本内容相同',
}: {
  diff: PageDiff;
  /** Said when nothing differs. */
  sameText?: string;
}) {
  if (diff.page.length === 0 && diff.blocks.length === 0) {
    return <Empty description={sameText} />;
  }
  return (
    <div className="version-diff">
      {diff.page.map((f) => (
        <div key={f.key} className="version-diff__row">
          <Tag color="purple">页面设置</Tag>
          {f.label ?? f.key}：<del>{show(f.before)}</del> → <ins>{show(f.after)}</ins>
        </div>
      ))}
      {diff.blocks.map((b) => (
        <div key={`${b.kind}${b.path}`} className="version-diff__row">
          <Tag color={KIND[b.kind].color}>{KIND[b.kind].text}</Tag>
          <strong>{b.label}</strong> <Typography.Text type="secondary">{b.place}</Typography.Text>
          {b.fields.map((f) => (
            <div key={f.key} className="version-diff__field">
              {f.label ?? f.key}：<del>{show(f.before)}</del> → <ins>{show(f.after)}</ins>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
