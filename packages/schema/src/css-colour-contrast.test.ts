import { describe, expect, it } from 'vitest';
import { contrastRatio, overlay, parseCssColour } from './css-colour.ts';

describe('parseCssColour and contrastRatio', () => {
  it('reads hex, rgb(), hsl() and the common named colours', () => {
    expect(parseCssColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseCssColour('#5f667280')).toMatchObject({ r: 95, g: 102, b: 114 });
    expect(parseCssColour('#5f667280')!.a).toBeCloseTo(0.502, 3);
    expect(parseCssColour('rgba(0, 0, 0, 0.04)')).toEqual({ r: 0, g: 0, b: 0, a: 0.04 });
    expect(parseCssColour('rgb(100% 0% 0% / 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    const red = parseCssColour('hsl(0, 100%, 50%)')!;
    expect([red.r, red.g, red.b].map(Math.round)).toEqual([255, 0, 0]);
    expect(parseCssColour('WhiteSmoke')).toEqual({ r: 245, g: 245, b: 245, a: 1 });
    expect(parseCssColour('rebeccapurple')).toBeNull();
    expect(parseCssColour('url(x)')).toBeNull();
  });

  it('works out WCAG contrast: 21:1 for black on white, 4.48:1 for #777', () => {
    const white = parseCssColour('#fff')!;
    expect(contrastRatio(parseCssColour('#000')!, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, parseCssColour('#777')!)).toBeCloseTo(4.48, 2);
  });

  it('lays a translucent colour over an opaque one', () => {
    const grey = overlay(parseCssColour('rgba(0, 0, 0, 0.5)')!, parseCssColour('#fff')!);
    expect(grey).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
  });
});
