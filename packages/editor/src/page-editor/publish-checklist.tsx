import { Button, Empty, Modal, Space, Typography } from 'antd';
import type { PlaceholderHit } from '@h5-page/blocks/placeholders';
import { blockPlace } from '../shared/version-diff.ts';

interface Props {
  open: boolean;
  hits: readonly PlaceholderHit[];
  /** Selects the block of `hit` on the canvas and focuses its field. */
  onGo: (hit: PlaceholderHit) => void;
  onClose: () => void;
  /** Goes on to the publish settings anyway. */
  onContinue: () => void;
}

function HitList({ hits, onGo }: Pick<Props, 'hits' | 'onGo'>) {
  if (hits.length === 0) return <Empty description="没有仍是占位内容的字段" />;
  return (
    <ol className="publish-checklist">
      {hits.map((hit) => (
        <li key={hit.path} className="publish-checklist__item">
          <a onClick={() => onGo(hit)}>{hit.label}</a>
          <Typography.Text type="secondary">
            {' '}
            · {blockPlace(hit.blockPath)} {hit.blockLabel}
          </Typography.Text>
        </li>
      ))}
    </ol>
  );
}

const INTRO = '以下内容仍是组件的默认占位内容，发布后访客会看到。点击名称可定位到对应字段修改：';

/**
 * The pre-publish checklist: content still at a placeholder value (the footer's sample licence
 * number and hotline, default banners, sample texts; `findPlaceholders`), each with a link to
 * its field. Shown on 发布 before the publish settings (the 合规检查 panel lists the same fields).
 */
export function PublishChecklist({ open, hits, onGo, onClose, onContinue }: Props) {
  return (
    <Modal
      title={`发布前检查：${hits.length} 处占位内容未修改`}
      open={open}
      onCancel={onClose}
      // An entry leads to its field and focuses it: closing must not hand the focus back to 发布
      // once the closing animation ends.
      focusable={{ focusTriggerAfterClose: false }}
      footer={
        <Space>
          <Button type="primary" onClick={onClose}>
            返回修改
          </Button>
          <Button onClick={onContinue}>仍要发布</Button>
        </Space>
      }
    >
      <Typography.Paragraph>{INTRO}</Typography.Paragraph>
      <HitList hits={hits} onGo={onGo} />
    </Modal>
  );
}
