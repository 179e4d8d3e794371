import type { Viewports } from '@puckeditor/core';

/** A switch button showing the size it sets, so the phones can be told apart at a glance. */
const size = (width: number, height: number) => (
  <span className="viewport-size">
    {width}×{height}
  </span>
);

/** The phones the canvas can take the size of: the narrowest, the small, the common and the large. */
const PHONE_VIEWPORTS: Viewports = [
  { width: 320, height: 568, label: ' 窄屏手机（320×568）', icon: size(320, 568) },
  { width: 375, height: 667, label: ' iPhone SE（375×667）', icon: size(375, 667) },
  { width: 393, height: 852, label: ' iPhone 15（393×852）', icon: size(393, 852) },
  { width: 412, height: 915, label: ' 安卓大屏（412×915）', icon: size(412, 915) },
];

/** A desktop browser's width: an auto-fit page (is_auto_fit 1) is also laid out for desktops. */
const DESKTOP_VIEWPORT: Viewports[number] = {
  width: 1280,
  height: 'auto',
  label: ' 桌面（1280 宽）',
  icon: 'Monitor',
};

const AUTO_FIT_VIEWPORTS: Viewports = [...PHONE_VIEWPORTS, DESKTOP_VIEWPORT];

/** The canvas sizes a page offers: the phones, and the desktop for an auto-fit page. */
export function canvasViewports(isAutoFit: boolean): Viewports {
  return isAutoFit ? AUTO_FIT_VIEWPORTS : PHONE_VIEWPORTS;
}

/**
 * The phone widths the builder lays out a text a block may cut off at, to warn before it goes
 * live (`use-clipped-texts.tsx`): the narrowest phones in use, the common one, the large one.
 */
export const CLIP_CHECK_WIDTHS = [320, 375, 414] as const;

/** The canvas opens at the common phone's size. */
export const INITIAL_CANVAS_UI = {
  viewports: {
    current: { width: 375, height: 667 },
    controlsVisible: true,
    options: [],
  },
};
