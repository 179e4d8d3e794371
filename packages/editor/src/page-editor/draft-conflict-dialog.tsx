import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Radio, Space, Spin, Typography } from 'antd';
import { adminApi } from '../api/admin-api.ts';
import type { DraftConflict, DraftInfo } from '../api/admin-api.ts';
import type { PageFile } from '../shared/page-data.ts';
import { PageDiffView } from '../shared/page-diff-view.tsx';
import { diffPages } from '../shared/version-diff.ts';
import type { MergeChoice, MergeConflict } from '../shared/merge-drafts.ts';
import type { PendingMerge } from './use-draft-merge.ts';

interface Props {
  code: string;
  open: boolean;
  conflict: DraftConflict | null;
  /** The page as the canvas holds it (the edit that was not saved). */
  mine: PageFile | null;
  busy: boolean;
  /** Puts the newer draft on the canvas, leaving this edit. */
  onReload: (newer: DraftInfo) => void;
  /** Saves this edit over the newer draft, knowingly. */
  onOverwrite: () => void;
  /** The two edits merged but for the blocks and settings both changed: those are asked here. */
  pending: PendingMerge | null;
  /** Saves the merge, each asked block or setting kept as chosen. */
  onMerge: (choices: Record<string, MergeChoice>) => void;
  onClose: () => void;
}

const DID: Record<MergeConflict['mine'], string> = { changed: '修改了', removed: '删除了' };

/** One block or setting both changed: whose to keep. */
function ConflictChoice({
  conflict,
  who,
  choice,
  onChoose,
}: {
  conflict: MergeConflict;
  who: string;
  choice: MergeChoice;
  onChoose: (choice: MergeChoice) => void;
}) {
  return (
    <li className="draft-conflict__choice">
      <div>
        <Typography.Text strong>{conflict.label}</Typography.Text>
        <Typography.Text type="secondary">
          {' '}
          你{DID[conflict.mine]}它，{who}也{DID[conflict.theirs]}它
        </Typography.Text>
      </div>
      <Radio.Group
        aria-label={`${conflict.label}保留哪一方`}
        value={choice}
        onChange={(e) => onChoose(e.target.value as MergeChoice)}
        options={[
          { label: '保留我的', value: 'mine' },
          { label: `采用${who}的`, value: 'theirs' },
        ]}
      />
    </li>
  );
}

/**
 * Someone saved this page while it was being edited here: their draft is not overwritten. The
 * editor loads the newer draft, or compares it with this edit (the versions' readable diff) and
 * then overwrites it knowingly.
 */
export function DraftConflictDialog({
  code,
  open,
  conflict,
  mine,
  busy,
  onReload,
  onOverwrite,
  pending,
  onMerge,
  onClose,
}: Props) {
  const [newer, setNewer] = useState<DraftInfo | null>(null);
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  useEffect(() => setChoices({}), [pending]);
  const [comparing, setComparing] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Each conflict starts at its choices; the newer draft is read again for it.
  useEffect(() => {
    setNewer(null);
    setComparing(false);
    setError(null);
  }, [conflict]);

  const readNewer = async (): Promise<DraftInfo | null> => {
    if (newer) return newer;
    setLoading(true);
    setError(null);
    try {
      const info = await adminApi.getPage(code);
      setNewer(info);
      return info;
    } catch (e) {
      setError(`读取最新草稿失败：${(e as Error).message}`);
      return null;
    } finally {
      setLoading(false);
    }
  };

  const reload = async () => {
    const info = await readNewer();
    if (info) onReload(info);
  };
  const compare = async () => {
    setComparing(true);
    await readNewer();
  };

  const who = conflict?.updated_by ?? '他人';
  const footer = comparing ? (
    <Space>
      <Button onClick={() => setComparing(false)}>返回</Button>
      <Button onClick={() => void reload()} disabled={busy}>
        载入最新草稿
      </Button>
      <Button danger type="primary" loading={busy} disabled={!newer} onClick={onOverwrite}>
        用我的修改覆盖
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={onClose}>稍后处理</Button>
      <Button onClick={() => void compare()}>对比差异</Button>
      <Button
        type={pending ? 'default' : 'primary'}
        loading={loading && !comparing}
        onClick={() => void reload()}
      >
        载入最新草稿
      </Button>
      {pending && (
        <Button type="primary" loading={busy} onClick={() => onMerge(choices)}>
          合并保存
        </Button>
      )}
    </Space>
  );

  return (
    <Modal
      title="草稿保存冲突"
      open={open}
      onCancel={onClose}
      footer={footer}
      width={comparing ? 760 : 520}
      mask={{ closable: false }}
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          title={conflict.message}
          description={
            pending
              ? `你和 ${who} 改了不同组件的部分已自动合并；下面的内容双方都改了，请选择各保留哪一方的，再合并保存。也可以载入最新草稿（放弃这里的修改），或对比差异后用你的修改覆盖。`
              : '你在这里的修改还没有保存，对方的草稿也没有被覆盖。可以载入最新草稿（放弃这里的修改），或先对比差异，再决定是否用你的修改覆盖。'
          }
        />
      )}
      {pending && !comparing && (
        <ul className="draft-conflict__choices" aria-label="双方都修改的内容">
          {pending.merge.conflicts.map((item) => (
            <ConflictChoice
              key={item.id}
              conflict={item}
              who={who}
              choice={choices[item.id] ?? 'mine'}
              onChoose={(choice) => setChoices((current) => ({ ...current, [item.id]: choice }))}
            />
          ))}
        </ul>
      )}
      {error && <Alert type="error" title={error} style={{ marginTop: 12 }} />}
      {comparing && (
        <div className="draft-conflict__compare">
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 8px' }}>
            从 {who} 保存的草稿到你的修改：删除线是 {who} 草稿中的内容，箭头后是你的内容。
          </Typography.Paragraph>
          {newer && mine ? (
            <PageDiffView
              diff={diffPages(newer.draft, mine)}
              sameText="你的修改与最新草稿内容相同"
            />
          ) : (
            !error && <Spin />
          )}
        </div>
      )}
    </Modal>
  );
}
