import { z } from 'zod';

/**
 * Brokerage account opening: `view` picks the list of brokerages to choose from (each leads to
 * its registration URL), the open-account form or the fund-account form (both for the brokerage
 * the URL's `broker` names, else `openBrokerageType`), with the brokerage's enterprise WeChat
 * service; `title` heads it.
 */
export const brokerageValueSchema = z.looseObject({
  view: z.enum(['options', 'openAccount', 'fundAccount']).default('options'),
  title: z.string().optional(),
  openBrokerageType: z.string().optional(),
});
