import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { columnUnits, MIN_FONT_PX } from '../column-units.ts';

const run = async (css: string, file = '/repo/packages/blocks/src/x/x.css') =>
  (await postcss([columnUnits()]).process(css, { from: file })).css;

describe('column units', () => {
  it('measures vw against the page column', async () => {
    expect(await run('.a { width: 64vw; margin: -3.2vw 0; }')).toBe(
      '.a { width: calc(64 * var(--h5-vw, 1vw)); margin: calc(-3.2 * var(--h5-vw, 1vw)) 0; }',
    );
  });

  it('keeps text at 12 px or more on the narrowest phones', async () => {
    // 22 design px: 2.93333vw, 9.4 px on a 320-px phone.
    expect(await run('.a { font-size: 2.93333vw; }')).toBe(
      `.a { font-size: max(${MIN_FONT_PX}px, calc(2.93333 * var(--h5-vw, 1vw))); }`,
    );
    expect(await run('.a { font-size: clamp(12px, 3vw, 20px); }')).toBe(
      '.a { font-size: clamp(12px, calc(3 * var(--h5-vw, 1vw)), 20px); }',
    );
  });

  it('leaves dependencies, excluded files and custom properties alone', async () => {
    const css = '.a { font-size: 2vw; --gap: 2vw; }';
    expect(await run(css, '/repo/node_modules/antd-mobile/x.css')).toBe(css);
    expect(
      await run(css.replace(' --gap: 2vw;', ''), '/repo/packages/blocks/src/x/x.css'),
    ).toContain('max(');
    expect(await run('.a { --gap: 2vw; }')).toBe('.a { --gap: 2vw; }');
  });
});
