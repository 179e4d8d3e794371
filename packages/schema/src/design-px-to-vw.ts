import { DESIGN_WIDTH } from './constants/timing.ts';

/**
 * How stylesheets in design px become vw (postcss-px-to-viewport-8-plugin's options, but which
 * files to leave alone). The visitor build and the builder both convert with it, so a block on
 * the builder's 375-px canvas measures what a phone shows.
 */
export const DESIGN_PX_TO_VW = {
  viewportWidth: DESIGN_WIDTH,
  unitPrecision: 5,
  viewportUnit: 'vw',
  fontViewportUnit: 'vw',
  minPixelValue: 1,
  mediaQuery: false,
};
