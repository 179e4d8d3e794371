import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { adminApi } from '../api/admin-api.ts';
import type { DraftConflict, DraftInfo } from '../api/admin-api.ts';
import type { PageFile } from '../shared/page-data.ts';
import { PageDiffView } from '../shared/page-diff-view.tsx';
import { diffPages } from '../shared/version-diff.ts';

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
  onClose: () => void;
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
  onClose,
}: Props) {
  const [newer, setNewer] = useState<DraftInfo | null>(null);
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
      <Button type="primary" loading={loading && !comparing} onClick={() => void reload()}>
        载入最新草稿
      </Button>
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
          description="你在这里的修改还没有保存，对方的草稿也没有被覆盖。可以载入最新草稿（放弃这里的修改），或先对比差异，再决定是否用你的修改覆盖。"
        />
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
