import { z } from 'zod';

const flag = z.boolean().default(false);

/**
 * Copyright and risk-disclaimer footer: each flag (`show`, `show3`, `show4`, `show5`, `fxts`)
 * shows one of the texts (default off). `texts` overrides a flag's text by the flag's name.
 */
export const copyrightValueSchema = z.looseObject({
  show: flag,
  show3: flag,
  show4: flag,
  show5: flag,
  fxts: flag,
  texts: z
    .looseObject({
      show: z.string().optional(),
      show3: z.string().optional(),
      show4: z.string().optional(),
      show5: z.string().optional(),
      fxts: z.string().optional(),
    })
    .optional(),
});
