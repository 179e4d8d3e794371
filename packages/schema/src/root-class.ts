import { PC_1200_MIN_WIDTH, PC_1800_MIN_WIDTH, ROOT_CLASS } from './constants.ts';
import type { RootClass } from './constants.ts';

/**
 * Class of the root element (spec section 2): 'pc-1800' when the width is above 1300 (on any
 * device: the spec gives the desktop condition to pc-1200 only), 'pc-1200' when above 750 on a
 * desktop, otherwise 'app'. Both bounds are exclusive; a NaN width gives 'app'.
 */
export function rootClassFor(width: number, isDesktop: boolean): RootClass {
  if (width > PC_1800_MIN_WIDTH) return ROOT_CLASS.PC_1800;
  if (width > PC_1200_MIN_WIDTH && isDesktop) return ROOT_CLASS.PC_1200;
  return ROOT_CLASS.APP;
}
