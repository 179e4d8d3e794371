import type { ReactNode } from 'react';
import { ActionBar, createUsePuck } from '@puckeditor/core';
import { App } from 'antd';
import { copyBlocks } from './block-clipboard.ts';
import type { CanvasBlock } from '../shared/page-data.ts';

const usePuck = createUsePuck();

interface Props {
  label?: string;
  children: ReactNode;
  parentAction: ReactNode;
}

/** A clipboard with its clip: unlike Puck's duplicate (two pages), this copies to another page. */
function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="5" y="4" width="14" height="17" rx="2" stroke="currentColor" strokeWidth="2" />
      <rect x="9" y="2" width="6" height="4" rx="1" fill="currentColor" />
      <path d="M9 11h6M9 15h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Puck's action bar over the chosen block, with 复制组件 beside its own duplicate and delete:
 * the block goes to the builder's clipboard, to be pasted on this page or another. One component
 * for the editor's life (an override written inline would be remade at every render).
 */
export function BlockActionBar({ label, children, parentAction }: Props) {
  const { message } = App.useApp();
  const selected = usePuck((s) => s.selectedItem);
  const code = usePuck((s) => (s.appState.data.root.props as { code?: unknown } | undefined)?.code);
  const copy = () => {
    if (!selected) return;
    const content = copyBlocks([selected as unknown as CanvasBlock], String(code ?? ''));
    const nested = countNested(content.blocks);
    message.success(
      nested > 0
        ? `已复制「${label ?? selected.type}」及其中 ${nested} 个组件，可在任意页面粘贴`
        : `已复制「${label ?? selected.type}」，可在任意页面粘贴`,
    );
  };
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label && <ActionBar.Label label={label} />}
      </ActionBar.Group>
      <ActionBar.Group>
        <ActionBar.Action label="复制组件（可粘贴到其他页面）" onClick={copy}>
          <CopyIcon />
        </ActionBar.Action>
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}

function countNested(blocks: { children?: unknown }[]): number {
  let count = 0;
  for (const block of blocks) {
    if (Array.isArray(block.children)) {
      count += block.children.length + countNested(block.children as { children?: unknown }[]);
    }
  }
  return count;
}
