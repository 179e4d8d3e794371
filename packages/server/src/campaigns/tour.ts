import { userFirst } from '../accounts/auth/user-first.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { isTourCity } from '@h5-page/schema/tour/tour-cities';
import { requireUser } from '../accounts/auth/require-user.ts';
import { AppError, badRequest, ok } from '../errors.ts';
import { int, intOr, text } from '../core/fields.ts';
import type { SpeechWithCount } from './store/tour-repository.ts';
import { noStore } from './campaign-support.ts';
import { optionalUid } from './optional-user.ts';

const tourCode = () => text({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ });

export const tourQuery = z.object({ tour: tourCode() });
export const lightenCityBody = z.object({ tour: tourCode(), city: text({ max: 16 }) });
export const thumbsUpBody = z.object({ tour: tourCode() });
export const commentListQuery = z.object({
  tour: tourCode(),
  page: intOr(1, 10_000, 1),
  page_size: intOr(1, 50, 10),
});
export const COMMENT_MAX_LENGTH = 200;
export const userCommentBody = z.object({
  tour: tourCode(),
  content: text({ max: COMMENT_MAX_LENGTH }),
});
export const enrollBody = z.object({ speech_id: int(1) });

export type SpeechState = 'open' | 'full' | 'ended';

export interface SpeechItem {
  id: number;
  city: string;
  venue: string;
  /** `2027-03-14 14:00`, Asia/Shanghai. */
  date: string;
  starts_at: number;
  speaker: string;
  speaker_title: string;
  topic: string;
  seats: number;
  enrolled: number;
  remain: number;
  state: SpeechState;
  is_enrolled: boolean;
}

const SHANGHAI = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function speechItem(speech: SpeechWithCount, now: number, mine: boolean): SpeechItem {
  const startsAt = speech.startsAt.getTime();
  const remain = Math.max(0, speech.seats - speech.enrolled);
  return {
    id: speech.id,
    city: speech.city,
    venue: speech.venue,
    date: SHANGHAI.format(speech.startsAt),
    starts_at: startsAt,
    speaker: speech.speaker,
    speaker_title: speech.speakerTitle,
    topic: speech.topic,
    seats: speech.seats,
    enrolled: speech.enrolled,
    remain,
    state: startsAt <= now ? 'ended' : remain === 0 ? 'full' : 'open',
    is_enrolled: mine,
  };
}

/** Comments are shown as text: tags are dropped and runs of white space become one space. */
export function sanitizeComment(content: string): string {
  return content
    .replace(/<[^>]*>?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Lecture tours (the tour map, speeches, comments and posters blocks). `tour` is the tour's
 * code (its page code). Lists answer without a token and mark the visitor's own entries when
 * one comes; the writes need a token (401) and each holds once per user:
 *
 * - `GET speech-list?tour` → `{tour, title, list: [SpeechItem]}`, by date;
 * - `GET city-lights?tour` → `{total, cities: [{city, count, lit}]}`;
 * - `POST lighten-city {tour, city}` → `{city, count, total, already}` (one light per user per city);
 * - `POST give-thumbs-up {tour}` → `{count, already}` (once per user);
 * - `GET comment-list?tour&page&page_size` → `{list, total, page, page_size, thumbs_up}`, newest first;
 * - `POST user-comment {tour, content}` → the comment (tags dropped, at most 200 characters);
 * - `POST enroll {speech_id}` → `{speech_id, enrolled, seats, remain, already}`; full and ended: 409;
 * - `GET poster-list?tour` → `{list: [{id, city, title, image}]}`.
 */
export async function tourRoutes(app: FastifyInstance): Promise<void> {
  const tours = app.store.campaign.tours;
  const known = async (tour: string) => {
    if (!(await tours.exists(tour))) throw new AppError('TOUR_NOT_FOUND');
  };
  const cityTotals = async (tour: string) => {
    const lights = await tours.cityLights(tour);
    return { lights, total: lights.reduce((sum, city) => sum + city.count, 0) };
  };

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API_PATHS.TOUR_SPEECH_LIST,
      { schema: { querystring: tourQuery } },
      async (request, reply) => {
        noStore(reply);
        const { tour } = request.query;
        await known(tour);
        const uid = await optionalUid(request);
        const speeches = await tours.speeches(tour);
        const mine = uid
          ? new Set(
              await tours.enrolledSpeechIds(
                uid,
                speeches.map((speech) => speech.id),
              ),
            )
          : new Set<number>();
        const now = Date.now();
        return ok({
          tour,
          list: speeches.map((speech) => speechItem(speech, now, mine.has(speech.id))),
        });
      },
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API_PATHS.TOUR_CITY_LIGHTS,
      { schema: { querystring: tourQuery } },
      async (request, reply) => {
        noStore(reply);
        const { tour } = request.query;
        await known(tour);
        const uid = await optionalUid(request);
        const { lights, total } = await cityTotals(tour);
        const lit = new Set(uid ? await tours.citiesLitBy(tour, uid) : []);
        return ok({
          total,
          cities: lights.map((city) => ({ ...city, lit: lit.has(city.city) })),
        });
      },
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      API_PATHS.TOUR_LIGHTEN_CITY,
      { schema: { body: lightenCityBody }, preValidation: userFirst, bodyLimit: 4096 },
      async (request, reply) => {
        noStore(reply);
        const { uid } = await requireUser(request);
        const { tour, city } = request.body;
        if (!isTourCity(city)) throw badRequest('参数 city 不是巡讲地图上的城市');
        await known(tour);
        const lit = await tours.lightCity(tour, city, uid);
        const { lights, total } = await cityTotals(tour);
        const count = lights.find((entry) => entry.city === city)?.count ?? 0;
        return ok({ city, count, total, already: !lit });
      },
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      API_PATHS.TOUR_GIVE_THUMBS_UP,
      { schema: { body: thumbsUpBody }, preValidation: userFirst, bodyLimit: 4096 },
      async (request, reply) => {
        noStore(reply);
        const { uid } = await requireUser(request);
        const { tour } = request.body;
        await known(tour);
        const given = await tours.thumbUp(tour, uid);
        return ok({ count: await tours.thumbsUpCount(tour), already: !given });
      },
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API_PATHS.TOUR_COMMENT_LIST,
      { schema: { querystring: commentListQuery } },
      async (request, reply) => {
        noStore(reply);
        const query = request.query;
        await known(query.tour);
        const uid = await optionalUid(request);
        const offset = (query.page - 1) * query.page_size;
        const [rows, total, thumbs, given] = await Promise.all([
          tours.comments(query.tour, offset, query.page_size),
          tours.commentCount(query.tour),
          tours.thumbsUpCount(query.tour),
          uid ? tours.hasThumbedUp(query.tour, uid) : Promise.resolve(false),
        ]);
        return ok({
          list: rows.map((row) => ({
            id: row.id,
            nick: row.nick,
            content: row.content,
            created_at: row.createdAt.getTime(),
          })),
          total,
          page: query.page,
          page_size: query.page_size,
          thumbs_up: { count: thumbs, given },
        });
      },
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      API_PATHS.TOUR_USER_COMMENT,
      { schema: { body: userCommentBody }, preValidation: userFirst, bodyLimit: 8192 },
      async (request, reply) => {
        noStore(reply);
        const { uid } = await requireUser(request);
        const body = request.body;
        const content = sanitizeComment(body.content);
        if (content === '') throw badRequest('参数 content 不能为空');
        await known(body.tour);
        const row = await tours.addComment(body.tour, uid, content);
        return ok({
          id: row.id,
          nick: row.nick,
          content: row.content,
          created_at: row.createdAt.getTime(),
        });
      },
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      API_PATHS.TOUR_ENROLL,
      { schema: { body: enrollBody }, preValidation: userFirst, bodyLimit: 4096 },
      async (request, reply) => {
        noStore(reply);
        const { uid } = await requireUser(request);
        const { speech_id: speechId } = request.body;
        const outcome = await tours.enrol(speechId, uid);
        if (outcome === 'missing') throw new AppError('TOUR_SPEECH_NOT_FOUND');
        if (outcome === 'full') throw new AppError('TOUR_SPEECH_FULL');
        if (outcome === 'ended') throw new AppError('TOUR_SPEECH_ENDED');
        const [speech] = await tours.speechesById([speechId]);
        const seats = speech?.seats ?? 0;
        const enrolled = speech?.enrolled ?? 0;
        return ok({
          speech_id: speechId,
          enrolled,
          seats,
          remain: Math.max(0, seats - enrolled),
          already: outcome === 'already',
        });
      },
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API_PATHS.TOUR_POSTER_LIST,
      { schema: { querystring: tourQuery } },
      async (request, reply) => {
        noStore(reply);
        const { tour } = request.query;
        await known(tour);
        const rows = await tours.posters(tour);
        return ok({
          list: rows.map((row) => ({
            id: row.id,
            city: row.city,
            title: row.title,
            image: row.image,
          })),
        });
      },
    );
}
