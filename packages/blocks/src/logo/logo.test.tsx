import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import Logo from './logo.tsx';
import { DEFAULT_LOGO_HEIGHT, PRODUCT_NAME } from './logo-defaults.ts';
import { logoDefinition } from './index.ts';

type Value = BlockValueMap['logo'];

const element = (value: Value) => <Logo value={value} children={[]} path="page_schema[0]" />;
const show = (value: Value) => render(element(value));

describe('logo block', () => {
  it('shows the logo image with its alt, `height` design px high', () => {
    show({ url: '/brand/logo.png', alt: '牛8 投顾', height: 64 });
    const img = screen.getByAltText('牛8 投顾') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/brand/logo.png');
    expect(img.style.height).toBe('calc(64 * var(--h5-vw, 1vw) / 7.5)');
  });

  it('sits at the top left by default, or centered', () => {
    expect(show({}).container.firstElementChild?.className).toBe('h5-logo h5-logo-left');
    expect(show({ position: 'center' }).container.firstElementChild?.className).toBe(
      'h5-logo h5-logo-center',
    );
  });

  it('falls back to the product logo, drawn inline, named by alt (the product name by default)', () => {
    const { container } = show({});
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
    const mark = screen.getByRole('img', { name: PRODUCT_NAME });
    expect(mark.style.height).toBe(`calc(${DEFAULT_LOGO_HEIGHT} * var(--h5-vw, 1vw) / 7.5)`);
    show({ alt: '牛8 财富' });
    expect(screen.getByRole('img', { name: '牛8 财富' })).toBeTruthy();
  });

  it('uses the product name as alt of an image without one', () => {
    show({ url: '/brand/logo.png' });
    expect(screen.getByAltText(PRODUCT_NAME)).toBeTruthy();
  });

  it('renders on the server', () => {
    expect(renderToString(element({ url: '/l.png', alt: 'L' }))).toContain('alt="L"');
    expect(renderToString(element({}))).toContain('<svg');
  });

  it('has demo blocks', () => {
    expect(logoDefinition.demo.every((block) => block.name === 'logo')).toBe(true);
    // Two logos would stack at the top of the demo page.
    expect(logoDefinition.demo).toHaveLength(1);
  });
});
