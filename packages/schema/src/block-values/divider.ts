import { z } from 'zod';
import { colourField } from '../fields/colour-field.ts';

/**
 * Divider (ours, beyond CONTRACT section 4): a horizontal line between sections. `color` (a CSS
 * colour), `thickness` (design px), `lineStyle` ('solid', 'dashed' or 'dotted'), and the space
 * around it in design px: `marginTop`, `marginBottom`, `sideMargin` (left and right). Unset: a
 * 2-px solid light grey line, 24 px above and below, 32 px from the sides.
 */
export const dividerValueSchema = z.looseObject({
  color: colourField.optional(),
  thickness: z.number().min(1).max(20).optional(),
  lineStyle: z.enum(['solid', 'dashed', 'dotted']).optional(),
  marginTop: z.number().min(0).max(200).optional(),
  marginBottom: z.number().min(0).max(200).optional(),
  sideMargin: z.number().min(0).max(300).optional(),
});
