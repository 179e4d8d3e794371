import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelListAnswer,
  CPS_ID_PATTERN,
  deletedChannelAnswer,
  oneChannelAnswer,
} from '@h5-page/schema/admin-api/channels';
import { pageCodeSchema } from '@h5-page/schema/page';
import { activityPagePath } from '@h5-page/schema/page-route';
import { shareCard } from '@h5-page/schema/share-card';
import { AppError, ok } from '../errors.ts';
import { flag } from '../core/fields.ts';
import { answers, answersContent } from '../core/answers.ts';
import { ByteBoundedCache } from '../core/byte-bounded-cache.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import { ownPictureLoader } from '../core/thumbnail-picture-loader.ts';
import type { Channel } from './channel-repository.ts';
import { channelPoster, POSTER_PICTURE_SIZE } from './channel-poster.ts';

/** What a channel's cps_id may be: short, and safe as it is in an address. */

const cpsIdSchema = z
  .string()
  .trim()
  .min(1, '不能为空')
  .max(32, '不能超过 32 个字符')
  .regex(CPS_ID_PATTERN, '只能包含英文字母、数字、- 和 _');
const nameSchema = z
  .string()
  .trim()
  .min(1, '不能为空')
  .max(40, '不能超过 40 个字')
  .refine(
    (name) => [...name].every((char) => char >= ' ' && char !== '\u007f'),
    '不能包含控制字符',
  );

const codeParams = z.object({ code: pageCodeSchema });
const channelParams = z.object({ code: pageCodeSchema, cps_id: cpsIdSchema });
const createBody = z.object({ cps_id: cpsIdSchema, name: nameSchema });
const renameBody = z.object({ name: nameSchema });
const posterQuery = z.object({ download: flag(0) });

/** Posters kept in memory, one per origin, page version and channel. */
const POSTER_CACHE_BYTES = 32 * 1024 * 1024;

/** The address a call was made at (`https://h5.example.com`), as share cards make URLs absolute. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The visitor address of `code` for channel `cpsId`: read back by the stats as `cps_id`. */
export function channelUrl(origin: string, code: string, cpsId: string): string {
  return `${origin}${activityPagePath(code)}?cps_id=${encodeURIComponent(cpsId)}`;
}

const posterPath = (code: string, cpsId: string) =>
  `/admin/api/pages/${encodeURIComponent(code)}/channels/${encodeURIComponent(cpsId)}/poster`;

/**
 * Channel links (CONTRACT section 8): each named channel of a page is the page's address with
 * its `cps_id`, the key the stats already split visits and leads by, and a poster to hand out.
 * Every signed-in account lists, adds and renames channels; deleting one is for publishers, as
 * deleting a page is, and leaves its past figures in the stats.
 */
export async function channelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const channels = app.channels;
  const posters = new ByteBoundedCache<Promise<Buffer>>(POSTER_CACHE_BYTES, 500);
  const loadPicture = ownPictureLoader(fastify, POSTER_PICTURE_SIZE);
  const by = (request: FastifyRequest) => request.editor?.username ?? null;

  const channelOut = (request: FastifyRequest, code: string, channel: Channel) => ({
    cps_id: channel.cpsId,
    name: channel.name,
    url: channelUrl(originOf(request), code, channel.cpsId),
    poster_url: posterPath(code, channel.cpsId),
    created_by: channel.createdBy,
    created_at: channel.createdAt.toISOString(),
  });

  app.get(
    '/admin/api/pages/:code/channels',
    {
      schema: {
        params: codeParams,
        response: answers(channelListAnswer, 'oldest first'),
      },
    },
    async (request) => {
      const { code } = request.params;
      const list = await channels.list(code);
      if (!list) throw new AppError('PAGE_NOT_FOUND');
      return ok({ channels: list.map((channel) => channelOut(request, code, channel)) });
    },
  );

  app.post(
    '/admin/api/pages/:code/channels',
    {
      schema: {
        params: codeParams,
        body: createBody,
        response: answers(oneChannelAnswer, 'the new channel'),
      },
    },
    async (request) => {
      const { code } = request.params;
      const { cps_id: cpsId, name } = request.body;
      const channel = await channels.create(code, { cpsId, name }, by(request));
      if (!channel) throw new AppError('PAGE_NOT_FOUND');
      return ok({ channel: channelOut(request, code, channel) });
    },
  );

  app.put(
    '/admin/api/pages/:code/channels/:cps_id',
    {
      schema: {
        params: channelParams,
        body: renameBody,
        response: answers(oneChannelAnswer, 'renamed; the link stays'),
      },
    },
    async (request) => {
      const { code, cps_id: cpsId } = request.params;
      const channel = await channels.rename(code, cpsId, request.body.name, by(request));
      if (!channel) throw new AppError('CHANNEL_NOT_FOUND');
      return ok({ channel: channelOut(request, code, channel) });
    },
  );

  app.delete(
    '/admin/api/pages/:code/channels/:cps_id',
    {
      schema: {
        params: channelParams,
        response: answers(deletedChannelAnswer, 'deleted; its past stats stay'),
      },
      preValidation: adminGuards.requirePublisher,
    },
    async (request) => {
      const { code, cps_id: cpsId } = request.params;
      if (!(await channels.remove(code, cpsId, by(request)))) {
        throw new AppError('CHANNEL_NOT_FOUND');
      }
      return ok({ cps_id: cpsId });
    },
  );

  app.get(
    '/admin/api/pages/:code/channels/:cps_id/poster',
    {
      schema: {
        params: channelParams,
        querystring: posterQuery,
        response: answersContent('image/png', 'the poster, 750×1334'),
      },
    },
    async (request, reply) => {
      const { code, cps_id: cpsId } = request.params;
      const channel = await channels.get(code, cpsId);
      if (!channel) throw new AppError('CHANNEL_NOT_FOUND');
      // Visitors see the published page; a page never published shows its draft.
      const published = await app.pages.getPublished(code);
      const draft = published ? null : await app.pages.getDraft(code);
      const page = published?.page ?? draft?.page;
      if (!page) throw new AppError('PAGE_NOT_FOUND');
      const origin = originOf(request);
      const version = published ? `v${published.versionId}` : `d${draft?.revision ?? 0}`;
      const key = JSON.stringify([origin, code, version, cpsId]);
      let poster = posters.get(key);
      if (!poster) {
        const card = shareCard(page);
        poster = channelPoster(
          {
            title: card.title,
            desc: card.desc,
            image: card.image,
            url: channelUrl(origin, code, cpsId),
          },
          loadPicture,
        );
        const made = poster;
        posters.set(key, made, 0);
        made.then(
          (drawn) => {
            if (posters.get(key) === made) posters.set(key, made, drawn.length);
          },
          () => posters.delete(key),
        );
      }
      const png = await poster;
      if (request.query.download === 1) {
        const name = `${channel.name}-海报.png`;
        reply.header(
          'content-disposition',
          `attachment; filename="poster-${code}-${cpsId}.png"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
      }
      return reply.type('image/png').send(png);
    },
  );
}
