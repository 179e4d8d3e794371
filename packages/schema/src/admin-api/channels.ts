import { z } from 'zod';

/** A page's channels: one link and poster per place it is shared (CONTRACT section 6). */

export const CPS_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const channelAnswer = z.object({
  cps_id: z.string(),
  name: z.string(),
  url: z.string().describe("the page's visitor address carrying the channel, absolute"),
  poster_url: z.string().describe('the poster (PNG); add ?download=1 for an attachment'),
  created_by: z.string().nullable(),
  created_at: z.string().describe('ISO 8601'),
});
export type ChannelInfo = z.infer<typeof channelAnswer>;

export const channelListAnswer = z.object({ channels: z.array(channelAnswer) });
export const oneChannelAnswer = z.object({ channel: channelAnswer });
export const deletedChannelAnswer = z.object({ cps_id: z.string() });

export const newChannelBody = z.object({ cps_id: z.string(), name: z.string() });
export const channelRenameBody = z.object({ name: z.string() });
