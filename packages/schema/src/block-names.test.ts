import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES, isBlockName } from './block-names.ts';
import { blockValueSchemas } from './block-value-schemas.ts';

// Written out apart from BLOCK_NAMES, a line per group, so that renaming or dropping a stored
// name fails here: pages in the store keep the names they were saved with.
const CONTRACT_SECTION_4 = [
  'button countdown popup retainPopup progress count video swiper marquee notice image icon',
  'logo code number qrcode payButton scrollView suspension empty copyright address leadForm',
  'tourMap tourSpeeches tourComments tourPosters',
  'inviteHome inviteRecords inviteRegister inviteSuccess',
  'couponCard openDay',
].flatMap((group) => group.split(' '));

/** Blocks added beyond CONTRACT section 4 ("more blocks may be added; these names stay"). */
const CAMPAIGN_BLOCKS = 'simTrading brokerage cpmj course productCard renewalPanel'.split(' ');

/** Blocks for any page added after them. */
const LAYOUT_BLOCKS = ['divider', 'text'];

describe('block names', () => {
  it('are the names of CONTRACT section 4, then the campaign blocks, then later ones', () => {
    expect([...BLOCK_NAMES]).toEqual([...CONTRACT_SECTION_4, ...CAMPAIGN_BLOCKS, ...LAYOUT_BLOCKS]);
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
