import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES, isBlockName } from './block-names.ts';
import { blockValueSchemas } from './block-value-schemas.ts';

const CONTRACT_SECTION_4 = [
  'button',
  'countdown',
  'popup',
  'retainPopup',
  'progress',
  'count',
  'video',
  'swiper',
  'marquee',
  'notice',
  'image',
  'icon',
  'logo',
  'code',
  'number',
  'qrcode',
  'payButton',
  'scrollView',
  'suspension',
  'empty',
  'copyright',
  'address',
  'leadForm',
];

describe('block names', () => {
  it('are exactly the names of CONTRACT section 4', () => {
    expect([...BLOCK_NAMES]).toEqual(CONTRACT_SECTION_4);
  });

  it('each have a value schema, and no schema lacks a name', () => {
    expect(Object.keys(blockValueSchemas).sort()).toEqual([...BLOCK_NAMES].sort());
  });

  it('are recognised with their exact spelling only', () => {
    for (const name of BLOCK_NAMES) expect(isBlockName(name)).toBe(true);
    expect(isBlockName('Button')).toBe(false);
    expect(isBlockName('retain_popup')).toBe(false);
    expect(isBlockName('toString')).toBe(false);
    expect(isBlockName('__proto__')).toBe(false);
    expect(isBlockName('')).toBe(false);
    expect(isBlockName(1)).toBe(false);
    expect(isBlockName(undefined)).toBe(false);
  });
});
