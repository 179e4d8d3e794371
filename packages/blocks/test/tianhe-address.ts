import type { Address } from '../src/shared/region/selected-address.ts';

/** Guangzhou's Tianhe district as the address block stores it, from `TEST_REGIONS`. */
export const TIANHE_ADDRESS: Address = {
  province: '广东省',
  provinceID: 44,
  city: '广州市',
  cityID: 4401,
  area: '天河区',
  areaID: 440106,
};
