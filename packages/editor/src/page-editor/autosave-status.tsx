import { Button, Typography } from 'antd';
import { chinaTime } from '@h5-page/schema/china-time';
import type { SaveState } from './draft-saver.ts';

/** `14:03` of a server time, in China time, as every time of the builder. */
function clock(value: string): string {
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return '';
  const { hour, minute } = chinaTime(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

interface Props {
  state: SaveState;
  /** 保存失败，重试 */
  onRetry: () => void;
  /** Opens the choices of a conflict again. */
  onConflict: () => void;
}

/** The draft's save state in the header: 保存中… / 已自动保存 14:03 / 保存失败，重试. */
export function AutosaveStatus({ state, onRetry, onConflict }: Props) {
  switch (state.kind) {
    case 'saving':
      return (
        <Typography.Text type="secondary" className="autosave-status" role="status">
          保存中…
        </Typography.Text>
      );
    case 'saved':
      return (
        <Typography.Text type="secondary" className="autosave-status" role="status">
          {state.auto ? '已自动保存' : '已保存'} {clock(state.at)}
        </Typography.Text>
      );
    case 'failed':
      return (
        <Button
          type="link"
          danger
          size="small"
          className="autosave-status"
          title={state.message}
          onClick={onRetry}
        >
          保存失败，重试
        </Button>
      );
    case 'conflict':
      return (
        <Button type="link" danger size="small" className="autosave-status" onClick={onConflict}>
          未保存：页面已被他人修改
        </Button>
      );
    default:
      return null;
  }
}
