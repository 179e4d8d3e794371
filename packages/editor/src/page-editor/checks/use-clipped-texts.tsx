import { useEffect, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RenderBlocks } from '@h5-page/blocks';
import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';
import { preloadBlocks } from '@h5-page/blocks/registry';
import { RuntimeProvider } from '@h5-page/blocks/runtime';
import type { BlockRuntime } from '@h5-page/blocks/runtime';
import { CLIP_CHECK_WIDTHS } from '../canvas-viewports.tsx';
import { clippedProblems, clipTargets, overflowingFields } from './clipped-texts.ts';
import type { ClipCut, ClipTarget } from './clipped-texts.ts';

/**
 * Lays `targets` out at each of `widths` in this document, out of sight (the blocks' stylesheets
 * are here, and only a browser lays text out: the server cannot make this check), and reads which
 * written texts do not fit. A phone's column is the width, and design px scale with it as on a
 * phone (`--h5-vw`, the column unit of the block stylesheets).
 */
export async function measureClips(
  targets: readonly ClipTarget[],
  runtime: BlockRuntime,
  widths: readonly number[] = CLIP_CHECK_WIDTHS,
): Promise<ClipCut[]> {
  if (targets.length === 0) return [];
  // Loaded chunks render at once (no suspending), with their stylesheets in place.
  await preloadBlocks(targets.map((target) => target.block));
  const host = document.createElement('div');
  host.className = 'editor-clip-probe';
  host.setAttribute('aria-hidden', 'true');
  document.body.append(host);
  const root = createRoot(host);
  try {
    flushSync(() =>
      root.render(
        <RuntimeProvider value={runtime}>
          {widths.map((width) => (
            <div
              key={width}
              data-width={width}
              style={{ width, '--h5-vw': `${width / 100}px` } as CSSProperties}
            >
              {targets.map((target, i) => (
                <div key={i} data-target={i}>
                  <RenderBlocks blocks={[target.block]} path={target.path} />
                </div>
              ))}
            </div>
          ))}
        </RuntimeProvider>,
      ),
    );
    return widths.flatMap((width) => {
      const phone = host.querySelector(`[data-width="${width}"]`)!;
      return targets.flatMap((target, i) =>
        overflowingFields(phone.querySelector(`[data-target="${i}"]`)!, target).map((path) => ({
          path,
          width,
        })),
      );
    });
  } finally {
    root.unmount();
    host.remove();
  }
}

/**
 * The `clipped` warnings of a page file (every variant's blocks): the written texts a block cuts
 * off by design (`clips` in its definition) that do not fit at a phone width. Measured again when
 * one of those blocks changes, not at every edit.
 */
export function useClippedTexts(page: unknown, runtime: BlockRuntime): ComplianceProblem[] {
  const key = useMemo(() => JSON.stringify(clipTargets(page)), [page]);
  const [problems, setProblems] = useState<ComplianceProblem[]>([]);
  useEffect(() => {
    let live = true;
    measureClips(JSON.parse(key) as ClipTarget[], runtime).then(
      (cuts) => {
        if (live) setProblems(clippedProblems(cuts));
      },
      // A block that cannot load here cannot be measured: it shows its own retry on the canvas.
      () => {
        if (live) setProblems([]);
      },
    );
    return () => {
      live = false;
    };
  }, [key, runtime]);
  return problems;
}
