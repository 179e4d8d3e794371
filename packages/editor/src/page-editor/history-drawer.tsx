import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Drawer,
  List,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { adminApi } from '../api/admin-api.ts';
import type { VersionSummary } from '../api/admin-api.ts';
import { formatTime } from '../shared/format-time.ts';
import { useCan } from '../shell/role-gate.tsx';
import { PageDiffView } from '../shared/page-diff-view.tsx';
import { diffPages } from '../shared/version-diff.ts';
import type { PageDiff } from '../shared/version-diff.ts';
import { RECORD_RETENTION_TEXT } from '@h5-page/schema/record-retention';

interface Props {
  code: string;
  open: boolean;
  liveVersion: number | null;
  /** The editor holds changes not saved yet (a rollback replaces the draft). */
  unsaved?: boolean;
  onClose: () => void;
  /** After a rollback: the version it published (the live one now). */
  onRolledBack: (version: number) => void;
}

/** Published versions with who and when, a diff between two of them, and one-step roll back. */
export function HistoryDrawer({
  code,
  open,
  liveVersion,
  unsaved = false,
  onClose,
  onRolledBack,
}: Props) {
  const { message } = App.useApp();
  // Rolling back is a publisher's: the rest see the history and its differences only.
  const canRollBack = useCan('publish');
  // A filing cites approvals and the audit trail: those who review or publish take it.
  const canFile = useCan('audit') || canRollBack;
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [pair, setPair] = useState<[number | undefined, number | undefined]>([
    undefined,
    undefined,
  ]);
  const [diff, setDiff] = useState<PageDiff | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The version whose archive is shown in a phone, as its visitors got it. */
  const [archived, setArchived] = useState<number | null>(null);

  // Only the newest reading is shown: one asked for before a rollback must not bring back the
  // list the rollback changed.
  const asked = useRef(0);
  const load = useCallback(() => {
    const question = ++asked.current;
    adminApi.versions(code).then(
      (list) => {
        if (question !== asked.current) return;
        setVersions(list);
        setPair([list[1]?.version, list[0]?.version]);
      },
      (e: unknown) => question === asked.current && setError((e as Error).message),
    );
  }, [code]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  useEffect(() => {
    const [a, b] = pair;
    setDiff(null);
    if (a === undefined || b === undefined) return;
    let cancelled = false;
    Promise.all([adminApi.version(code, a), adminApi.version(code, b)]).then(
      ([before, after]) => !cancelled && setDiff(diffPages(before, after)),
      (e: unknown) => !cancelled && setError(`读取版本失败：${(e as Error).message}`),
    );
    return () => {
      cancelled = true;
    };
  }, [code, pair]);

  const rollback = async (version: number) => {
    try {
      const published = await adminApi.rollback(code, version);
      message.success(`已回滚到 v${version}（发布为 v${published.version}），访客现在看到这个版本`);
      // The version it published is marked live at once; the reading that follows adds its review
      // and its time on line.
      setVersions((list) => [
        {
          ...published,
          current: true,
          approved_by: null,
          approved_at: null,
          live_from: null,
          live_until: null,
          archived: false,
        },
        ...(list ?? []).map((v) => ({ ...v, current: false, scheduled: false })),
      ]);
      onRolledBack(published.version);
      load();
    } catch (e) {
      message.error(`回滚失败：${(e as Error).message}`);
    }
  };

  const options = (versions ?? []).map((v) => ({ value: v.version, label: `v${v.version}` }));
  return (
    <Drawer title="版本历史" open={open} onClose={onClose} size={760}>
      {error && <Alert type="error" title={error} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph type="secondary" className="history__retention">
        已发布的版本、审核记录和存档{RECORD_RETENTION_TEXT}，不能删除。
      </Typography.Paragraph>
      <List<VersionSummary>
        loading={versions === null && !error}
        dataSource={versions ?? []}
        locale={{ emptyText: '还没有发布过' }}
        renderItem={(v) => (
          <List.Item
            actions={[
              (v.current ?? v.version === liveVersion) ? (
                <Tag color="green" key="live">
                  线上版本
                </Tag>
              ) : v.scheduled ? (
                // Waiting for its start: it goes live by itself, a roll back to it means nothing.
                <Tag color="blue" key="scheduled">
                  {formatTime(v.starts_at ?? null)} 定时上线
                </Tag>
              ) : canRollBack ? (
                <Popconfirm
                  key="rollback"
                  title={`回滚到 v${v.version}？`}
                  description={`这个版本立即作为新版本重新上线，草稿也换成它的内容${unsaved ? '（编辑器中未保存的修改会丢失）' : ''}。`}
                  okText="回滚"
                  cancelText="取消"
                  onConfirm={() => rollback(v.version)}
                >
                  <Button size="small">回滚到此版本</Button>
                </Popconfirm>
              ) : null,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={`v${v.version}`}
              description={
                <>
                  {`${formatTime(v.published_at)} · ${v.published_by ?? '未知'} 发布${v.note ? `（${v.note}）` : ''}${
                    v.starts_at || v.ends_at
                      ? ` · 活动时间 ${formatTime(v.starts_at ?? null)} ~ ${formatTime(v.ends_at ?? null)}`
                      : ''
                  }`}
                  <br />
                  {v.approved_by
                    ? `审核：${v.approved_by} 于 ${formatTime(v.approved_at ?? null)} 通过`
                    : '审核：未经审核'}
                  {' · '}
                  {v.live_from
                    ? `线上：${formatTime(v.live_from)} ~ ${v.live_until ? formatTime(v.live_until) : '至今'}`
                    : '线上：未曾上线'}
                  {v.archived && (
                    <>
                      {' · 存档：'}
                      <Typography.Link onClick={() => setArchived(v.version)}>
                        查看
                      </Typography.Link>{' '}
                      <a href={adminApi.archiveUrl(code, v.version, true)} download>
                        下载
                      </a>
                      {canFile && (
                        <>
                          {' '}
                          <a href={adminApi.dossierUrl(code, v.version)} download>
                            下载报备材料
                          </a>
                        </>
                      )}
                    </>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      {options.length >= 2 && (
        <div className="history__compare">
          <Space>
            <Typography.Text strong>对比</Typography.Text>
            <Select
              style={{ width: 100 }}
              options={options}
              value={pair[0]}
              onChange={(a: number) => setPair([a, pair[1]])}
            />
            →
            <Select
              style={{ width: 100 }}
              options={options}
              value={pair[1]}
              onChange={(b: number) => setPair([pair[0], b])}
            />
          </Space>
          {diff && <PageDiffView diff={diff} />}
        </div>
      )}
      {/* What visitors were sent is a phone page: shown at a phone's width, not blown up. */}
      <Modal
        title={archived === null ? '' : `v${archived} 存档：访客当时看到的页面`}
        open={archived !== null}
        onCancel={() => setArchived(null)}
        footer={
          archived === null ? null : (
            <Space>
              <a href={adminApi.archiveUrl(code, archived)} target="_blank" rel="noreferrer">
                在新标签页打开
              </a>
              <a href={adminApi.archiveUrl(code, archived, true)} download>
                下载
              </a>
            </Space>
          )
        }
        width={460}
        destroyOnHidden
      >
        {archived !== null && (
          <div className="preview__phone history__archive">
            <iframe
              title={`v${archived} 存档`}
              src={adminApi.archiveUrl(code, archived)}
              width={375}
              height={667}
            />
          </div>
        )}
      </Modal>
    </Drawer>
  );
}
