import type { CSSProperties } from 'react';
import { designPx } from './design-px.ts';

export const BLOCK_RETRY_TEXT = {
  MESSAGE: '此部分内容加载失败',
  RETRY: '点击重试',
  RETRYING: '加载中…',
} as const;

const BOX: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: designPx(16),
  margin: `${designPx(16)} ${designPx(24)}`,
  padding: `${designPx(28)} ${designPx(24)}`,
  borderRadius: designPx(16),
  background: '#f5f5f5',
  color: '#555',
  fontSize: designPx(26),
};

const BUTTON: CSSProperties = {
  minHeight: designPx(64),
  padding: `0 ${designPx(28)}`,
  border: 0,
  borderRadius: designPx(32),
  background: '#cf2b24',
  color: '#fff',
  fontSize: designPx(26),
};

/**
 * Stands in for one block whose code did not arrive: the rest of the page stays as it is, and a
 * tap fetches the block's code again.
 */
export function BlockRetry({ retrying, onRetry }: { retrying: boolean; onRetry(): void }) {
  return (
    <div className="h5-block-retry" role="alert" style={BOX}>
      <span>{BLOCK_RETRY_TEXT.MESSAGE}</span>
      <button type="button" style={BUTTON} disabled={retrying} onClick={onRetry}>
        {retrying ? BLOCK_RETRY_TEXT.RETRYING : BLOCK_RETRY_TEXT.RETRY}
      </button>
    </div>
  );
}
