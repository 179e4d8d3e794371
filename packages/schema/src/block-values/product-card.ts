import { z } from 'zod';

/**
 * Fund and ETF product cards: the products of `topic`, or those `codes` names (comma-separated),
 * each with its simulated figure, risk level and a button to its sales page; `showRisk` adds the
 * risk disclosure. With `onlyRuleUsers`, the block is shown only to a logged-in user who has
 * every portrait tag in `rules` (comma-separated); it stays hidden until that is known.
 */
export const productCardValueSchema = z.looseObject({
  title: z.string().optional(),
  topic: z.string().default(''),
  codes: z.string().default(''),
  buttonText: z.string().default('了解详情'),
  showRisk: z.boolean().default(true),
  onlyRuleUsers: z.boolean().default(false),
  rules: z.string().default(''),
});
