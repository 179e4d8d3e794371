import { describe, expect, it } from 'vitest';
import { isCssColour } from './css-colour.ts';

describe('isCssColour', () => {
  it.each([
    '#fff',
    '#FFFA',
    '#f5f5f5',
    '#f5f5f580',
    'rgb(255, 0, 0)',
    'rgb(255 0 0)',
    'rgba(255, 0, 0, 0.5)',
    'rgb(255 0 0 / 50%)',
    'RGBA(1,2,3,.5)',
    'hsl(120, 100%, 50%)',
    'hsla(120deg 100% 50% / 0.3)',
    'red',
    'RebeccaPurple',
    'transparent',
    'currentColor',
  ])('accepts %s', (value) => {
    expect(isCssColour(value)).toBe(true);
  });

  it.each([
    '',
    '#ff',
    '#fffff',
    '#ggg',
    ' red',
    'red ',
    'notacolour',
    'rgb(255, 0)',
    'rgb(1, 2, 3, 4, 5)',
    'rgb(a, b, c)',
    'rgb(1,2,3);color:red',
    'rgb(1,2,3)) url(x',
    'red;background:url(x)',
    'lab(50% 40 59)',
    'linear-gradient(red, blue)',
    'var(--x)',
    'expression(alert(1))',
    '红色',
  ])('rejects %j', (value) => {
    expect(isCssColour(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isCssColour(3 as unknown as string)).toBe(false);
  });
});
