import { Button, Tooltip } from 'antd';
import { createUsePuck } from '@puckeditor/core';
import type { Problem } from '@h5-page/schema/problem';
import { ROOT_KEY } from './locate-problems.ts';
import type { ProblemTarget } from './locate-problems.ts';

const usePuck = createUsePuck();

/** Brings a block of the canvas (drawn in Puck's frame, or in place) into view. */
function scrollCanvasTo(id: string): void {
  const selector = `[data-puck-component="${id.replace(/["\\]/g, '\\$&')}"]`;
  const frames = [...document.querySelectorAll('iframe')].map((frame) => frame.contentDocument);
  for (const doc of [document, ...frames]) {
    const block = doc?.querySelector(selector);
    if (block) return block.scrollIntoView({ block: 'center' });
  }
}

interface Props {
  problems: readonly Problem[];
  /** Each problem as the marketer reads it (`第 5 个组件 · 按钮 › 背景色：…`). */
  lines: readonly string[];
  /** The block and field of the first problem. */
  first: ProblemTarget | null;
  /** Asks the field of `first` to take the focus once its panel shows it. */
  onFocusField: (target: ProblemTarget) => void;
}

/**
 * `N 处需修改` in the header: its tooltip lists every problem; a click selects the block with the
 * first one on the canvas (the page settings for a page-level one) and focuses its field.
 */
export function ProblemBadge({ problems, lines, first, onFocusField }: Props) {
  const dispatch = usePuck((s) => s.dispatch);
  const getSelectorForId = usePuck((s) => s.getSelectorForId);
  if (problems.length === 0) return null;
  const goToFirst = () => {
    if (!first) return;
    const itemSelector = first.id === ROOT_KEY ? null : (getSelectorForId(first.id) ?? null);
    dispatch({ type: 'setUi', ui: { itemSelector, rightSideBarVisible: true } });
    if (itemSelector) scrollCanvasTo(first.id);
    onFocusField(first);
  };
  return (
    <Tooltip
      placement="bottomRight"
      title={
        <ol className="editor-problems__list">
          {lines.map((line, i) => (
            <li key={`${i}:${line}`}>{line}</li>
          ))}
        </ol>
      }
    >
      <Button danger className="editor-problems" onClick={goToFirst}>
        {problems.length} 处需修改
      </Button>
    </Tooltip>
  );
}
