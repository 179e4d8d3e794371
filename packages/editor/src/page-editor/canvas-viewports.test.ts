import { describe, expect, it } from 'vitest';
import { canvasViewports, INITIAL_CANVAS_UI } from './canvas-viewports.tsx';

describe('the canvas sizes', () => {
  it('are four phones from the narrowest, opening at the common one', () => {
    const sizes = canvasViewports(false).map((v) => [v.width, v.height]);
    expect(sizes).toEqual([
      [320, 568],
      [375, 667],
      [393, 852],
      [412, 915],
    ]);
    expect(INITIAL_CANVAS_UI.viewports.current).toEqual({ width: 375, height: 667 });
  });

  it('add a desktop width for an auto-fit page only', () => {
    const widths = canvasViewports(true).map((v) => v.width);
    expect(widths).toEqual([320, 375, 393, 412, 1280]);
    expect(canvasViewports(true).at(-1)?.label).toMatch(/桌面/);
  });
});
