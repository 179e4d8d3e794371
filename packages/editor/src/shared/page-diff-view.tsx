import { Button, Empty, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { BlockChange, FieldChange, PageDiff, Shown, VariantChange } from './version-diff.ts';
import { diffIsEmpty } from './version-diff.ts';

const KIND = {
  added: { text: '新增', color: 'green' },
  removed: { text: '删除', color: 'red' },
  changed: { text: '修改', color: 'blue' },
  moved: { text: '移动', color: 'gold' },
} as const;

/** A note a reviewer pinned to a block. */
export interface DiffNote {
  path: string;
  text: string;
}

/** One value: words in 「」, a picture as a small thumbnail, a colour with its swatch. */
function Value({ value, label, as: Mark }: { value: Shown; label: string; as: 'del' | 'ins' }) {
  if (value.kind === 'picture') {
    return (
      <Mark className="version-diff__picture">
        <img src={value.text} alt={label} title={value.text} loading="lazy" />
      </Mark>
    );
  }
  if (value.kind === 'colour') {
    return (
      <>
        <span className="version-diff__swatch" style={{ background: value.text }} />
        <Mark>{value.text}</Mark>
      </>
    );
  }
  return (
    <>
      「<Mark>{value.text}</Mark>」
    </>
  );
}

/** `按钮文字 由「立即领取」改为「马上领取」`, with pictures shown. */
function FieldLine({ field }: { field: FieldChange }) {
  const { label, before, after } = field;
  let words: ReactNode;
  if (before && after) {
    words = (
      <>
        由<Value value={before} label={`原${label}`} as="del" />
        改为
        <Value value={after} label={`新${label}`} as="ins" />
      </>
    );
  } else if (after) {
    words = (
      <>
        设为
        <Value value={after} label={label} as="ins" />
      </>
    );
  } else {
    words = (
      <>
        已清空（原为
        <Value value={before!} label={label} as="del" />）
      </>
    );
  }
  return (
    <div className="version-diff__field">
      <span className="version-diff__label">{label}</span> {words}
    </div>
  );
}

function Notes({ notes }: { notes: readonly DiffNote[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <ul className="version-diff__notes" aria-label="审核批注">
      {notes.map((note, i) => (
        <li key={i}>
          <Tag color="volcano">批注</Tag>
          {note.text}
        </li>
      ))}
    </ul>
  );
}

function BlockRow({ change, notes }: { change: BlockChange; notes?: readonly DiffNote[] }) {
  return (
    <div className="version-diff__row" data-path={change.path}>
      <Tag color={KIND[change.kind].color}>{KIND[change.kind].text}</Tag>
      <strong>{change.place}</strong>
      {change.from && (
        <Typography.Text type="secondary">（由{change.from}移到这里）</Typography.Text>
      )}
      {change.fields.map((f) => (
        <FieldLine key={f.key} field={f} />
      ))}
      <Notes notes={notes} />
    </div>
  );
}

function VariantSection({
  variant,
  notesAt,
  onShow,
}: {
  variant: VariantChange;
  notesAt?: (change: BlockChange) => readonly DiffNote[] | undefined;
  onShow?: (key: string) => void;
}) {
  const state =
    variant.kind === 'added'
      ? '新增'
      : variant.kind === 'removed'
        ? '已删除'
        : variant.kind === 'same'
          ? '无修改'
          : null;
  const nothing = variant.fields.length === 0 && variant.blocks.length === 0;
  return (
    <section className="version-diff__variant" aria-label={variant.label}>
      <div className="version-diff__variant-head">
        <Typography.Text strong>{variant.label}</Typography.Text>
        {variant.weight !== null && (
          <Typography.Text type="secondary">流量 {variant.weight}%</Typography.Text>
        )}
        {state && <Tag color={variant.kind === 'removed' ? 'red' : undefined}>{state}</Tag>}
        {onShow && variant.kind !== 'removed' && (
          <Button size="small" type="link" onClick={() => onShow(variant.key)}>
            在手机中查看
          </Button>
        )}
      </div>
      {variant.kind === 'added' && variant.base === 'control' && (
        <Typography.Text type="secondary">
          {nothing ? '与方案 A 内容相同' : '与方案 A 的不同：'}
        </Typography.Text>
      )}
      {variant.kind === 'removed' && (
        <Typography.Text type="secondary">访客将不再看到这个方案</Typography.Text>
      )}
      {variant.fields.map((f) => (
        <div key={f.key} className="version-diff__row">
          <Tag color="purple">方案设置</Tag>
          <FieldLine field={f} />
        </div>
      ))}
      {variant.blocks.map((b) => (
        <BlockRow key={`${b.kind}${b.path}`} change={b} notes={notesAt?.(b)} />
      ))}
    </section>
  );
}

/**
 * What changed between two page files in words a marketer reads: page settings, then the blocks
 * (on an A/B page, variant by variant), each field as 由「…」改为「…」 and pictures as thumbnails;
 * a reviewer's notes beside the blocks they were pinned to.
 */
export function PageDiffView({
  diff,
  sameText = '两个版本内容相同',
  notesAt,
  onShowVariant,
}: {
  diff: PageDiff;
  /** Said when nothing differs. */
  sameText?: string;
  /** The notes pinned to a change's block. */
  notesAt?: (change: BlockChange) => readonly DiffNote[] | undefined;
  /** Shows a variant in the phone frame. */
  onShowVariant?: (key: string) => void;
}) {
  if (diffIsEmpty(diff) && !diff.variants) return <Empty description={sameText} />;
  return (
    <div className="version-diff">
      {diffIsEmpty(diff) && (
        <Typography.Paragraph type="secondary">{sameText}</Typography.Paragraph>
      )}
      {diff.page.map((f) => (
        <div key={f.key} className="version-diff__row">
          <Tag color="purple">{f.key === 'variant_allocation' ? 'A/B 实验' : '页面设置'}</Tag>
          <FieldLine field={f} />
        </div>
      ))}
      {diff.blocks.map((b) => (
        <BlockRow key={`${b.kind}${b.path}`} change={b} notes={notesAt?.(b)} />
      ))}
      {diff.variants?.map((v) => (
        <VariantSection
          key={`${v.kind}${v.key}`}
          variant={v}
          notesAt={notesAt}
          onShow={onShowVariant}
        />
      ))}
    </div>
  );
}
