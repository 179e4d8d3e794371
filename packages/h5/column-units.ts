import type { Plugin as PostcssPlugin } from 'postcss';

/** The smallest text a visitor is asked to read, in CSS px, whatever the phone's width. */
export const MIN_FONT_PX = 12;

/**
 * After px-to-viewport: `Nvw` becomes `calc(N * var(--h5-vw, 1vw))`. `--h5-vw` is 1vw on phones
 * and 1% of the 750-px column on desktops (/pc-page), so design px keep their proportions in both.
 * A font size scaled so is never under MIN_FONT_PX: 22 design px would be 9.4 px on a 320-px
 * phone. The visitor build and the builder's (whose canvas shows the desktop column too) both use
 * it; files matching `exclude` (and every package's own dependencies) keep their units.
 */
export function columnUnits(exclude: readonly RegExp[] = []): PostcssPlugin {
  const VW = /(-?\d*\.?\d+)vw\b/g;
  return {
    postcssPlugin: 'h5-column-units',
    OnceExit(root) {
      const file = root.source?.input.file ?? '';
      if (file.includes('node_modules') || exclude.some((pattern) => pattern.test(file))) return;
      root.walkDecls((decl) => {
        if (decl.prop.startsWith('--') || !VW.test(decl.value)) return;
        VW.lastIndex = 0;
        decl.value = decl.value.replace(VW, (_, n: string) => `calc(${n} * var(--h5-vw, 1vw))`);
        if (decl.prop === 'font-size' && !/^(max|clamp)\(/.test(decl.value))
          decl.value = `max(${MIN_FONT_PX}px, ${decl.value})`;
      });
    },
  };
}
