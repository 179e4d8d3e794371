import { z } from 'zod';

/**
 * Inline style of a container block: CSS property (camelCase, as React takes it) to a string or
 * a number. React writes each value inside the one property, so values cannot add declarations.
 */
export const styleField = z.record(z.string(), z.union([z.string(), z.number()]));
