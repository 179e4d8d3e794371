import type { BodyOf } from '@h5-page/schema/admin-api/contract';
import type {
  ChannelInfo,
  channelListAnswer,
  channelRenameBody,
  deletedChannelAnswer,
  newChannelBody,
  oneChannelAnswer,
} from '@h5-page/schema/admin-api/channels';
import { call } from '../api/admin-api.ts';

export type { ChannelInfo } from '@h5-page/schema/admin-api/channels';
/** What the server takes as a cps_id: checked in the form before it is sent. */
export { CPS_ID_PATTERN } from '@h5-page/schema/admin-api/channels';

const base = (code: string) => `/pages/${encodeURIComponent(code)}/channels`;
const one = (code: string, cpsId: string) => `${base(code)}/${encodeURIComponent(cpsId)}`;

export const channelsApi = {
  list: (code: string) =>
    call<typeof channelListAnswer>('GET', base(code)).then((answer) => answer.channels),
  create: (code: string, channel: BodyOf<typeof newChannelBody>) =>
    call<typeof oneChannelAnswer>('POST', base(code), channel).then((answer) => answer.channel),
  rename: (code: string, cpsId: string, name: string) =>
    call<typeof oneChannelAnswer>('PUT', one(code, cpsId), {
      name,
    } satisfies BodyOf<typeof channelRenameBody>).then((answer) => answer.channel),
  remove: (code: string, cpsId: string) =>
    call<typeof deletedChannelAnswer>('DELETE', one(code, cpsId)),
};

/** The poster's download address: the same picture, sent as a file to save. */
export const posterDownloadUrl = (channel: ChannelInfo) => `${channel.poster_url}?download=1`;
