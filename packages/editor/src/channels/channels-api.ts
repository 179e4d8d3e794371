import { call } from '../admin-api.ts';

/** A named channel of a page, as `GET /admin/api/pages/:code/channels` answers it. */
export interface ChannelInfo {
  cps_id: string;
  name: string;
  /** The page's visitor address carrying the channel. */
  url: string;
  /** The poster (PNG); `?download=1` sends it as an attachment. */
  poster_url: string;
  created_by: string | null;
  created_at: string;
}

/** What the server takes as a cps_id: checked in the form before it is sent. */
export const CPS_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

const base = (code: string) => `/pages/${encodeURIComponent(code)}/channels`;
const one = (code: string, cpsId: string) => `${base(code)}/${encodeURIComponent(cpsId)}`;

export const channelsApi = {
  list: (code: string) =>
    call<{ channels: ChannelInfo[] }>('GET', base(code)).then((answer) => answer.channels),
  create: (code: string, channel: { cps_id: string; name: string }) =>
    call<{ channel: ChannelInfo }>('POST', base(code), channel).then((answer) => answer.channel),
  rename: (code: string, cpsId: string, name: string) =>
    call<{ channel: ChannelInfo }>('PUT', one(code, cpsId), { name }).then(
      (answer) => answer.channel,
    ),
  remove: (code: string, cpsId: string) => call<unknown>('DELETE', one(code, cpsId)),
};

/** The poster's download address: the same picture, sent as a file to save. */
export const posterDownloadUrl = (channel: ChannelInfo) => `${channel.poster_url}?download=1`;
