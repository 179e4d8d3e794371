import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { isTourCity } from '@h5-page/schema/tour/tour-cities';
import { AppError, badRequest, ok } from '../errors.ts';
import { int, intOr, text } from '../core/fields.ts';
import type { SpeechWithCount } from './store/tour-repository.ts';
import type { TourCommentRow } from './store/tables-tour.ts';
import { shanghaiMinute } from './shanghai-minute.ts';
import { optionalUid } from './optional-user.ts';
import { answers } from '../core/answers.ts';
import { campaignGet } from './campaign-get.ts';
import { userPost } from './user-post.ts';
import { guard } from '../abuse/abuse-guard.ts';

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

function speechItem(speech: SpeechWithCount, now: number, mine: boolean): SpeechItem {
  const startsAt = speech.startsAt.getTime();
  const remain = Math.max(0, speech.seats - speech.enrolled);
  return {
    id: speech.id,
    city: speech.city,
    venue: speech.venue,
    date: shanghaiMinute(speech.startsAt),
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

const epochMs = z.int().describe('epoch ms');
const speechSchema = z.object({
  id: z.int(),
  city: z.string(),
  venue: z.string(),
  date: z.string().describe('2027-03-14 14:00, Asia/Shanghai'),
  starts_at: epochMs,
  speaker: z.string(),
  speaker_title: z.string(),
  topic: z.string(),
  seats: z.int(),
  enrolled: z.int(),
  remain: z.int(),
  state: z.enum(['open', 'full', 'ended']),
  is_enrolled: z.boolean(),
});
const commentSchema = z.object({
  id: z.int(),
  nick: z.string(),
  content: z.string(),
  created_at: epochMs,
});
const tourAnswers = {
  speeches: answers(z.object({ tour: z.string(), list: z.array(speechSchema) })),
  cityLights: answers(
    z.object({
      total: z.int(),
      cities: z.array(z.object({ city: z.string(), count: z.int(), lit: z.boolean() })),
    }),
  ),
  lightenCity: answers(
    z.object({ city: z.string(), count: z.int(), total: z.int(), already: z.boolean() }),
  ),
  thumbsUp: answers(z.object({ count: z.int(), already: z.boolean() })),
  comments: answers(
    z.object({
      list: z.array(commentSchema),
      total: z.int(),
      page: z.int(),
      page_size: z.int(),
      thumbs_up: z.object({ count: z.int(), given: z.boolean() }),
    }),
  ),
  comment: answers(commentSchema, 'the comment as stored'),
  enroll: answers(
    z.object({
      speech_id: z.int(),
      enrolled: z.int(),
      seats: z.int(),
      remain: z.int(),
      already: z.boolean(),
    }),
  ),
  posters: answers(
    z.object({
      list: z.array(
        z.object({ id: z.int(), city: z.string(), title: z.string(), image: z.string() }),
      ),
    }),
  ),
};

/** A comment as the lists and the writer see it. */
const commentAnswer = (row: TourCommentRow) => ({
  id: row.id,
  nick: row.nick,
  content: row.content,
  created_at: row.createdAt.getTime(),
});

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
  const tours = app.campaigns.tours;
  const known = async (tour: string) => {
    if (!(await tours.exists(tour))) throw new AppError('TOUR_NOT_FOUND');
  };
  const cityTotals = async (tour: string) => {
    const lights = await tours.cityLights(tour);
    return { lights, total: lights.reduce((sum, city) => sum + city.count, 0) };
  };

  const speechList = { query: tourQuery, response: tourAnswers.speeches };
  campaignGet(app, API_PATHS.TOUR_SPEECH_LIST, speechList, async ({ query: { tour }, request }) => {
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
  });

  const cityLights = { query: tourQuery, response: tourAnswers.cityLights };
  campaignGet(app, API_PATHS.TOUR_CITY_LIGHTS, cityLights, async ({ query: { tour }, request }) => {
    await known(tour);
    const uid = await optionalUid(request);
    const { lights, total } = await cityTotals(tour);
    const lit = new Set(uid ? await tours.citiesLitBy(tour, uid) : []);
    return ok({
      total,
      cities: lights.map((city) => ({ ...city, lit: lit.has(city.city) })),
    });
  });

  userPost(
    app,
    API_PATHS.TOUR_LIGHTEN_CITY,
    { body: lightenCityBody, response: tourAnswers.lightenCity },
    async ({ uid, body: { tour, city } }) => {
      if (!isTourCity(city)) throw badRequest('参数 city 不是巡讲地图上的城市');
      await known(tour);
      const lit = await tours.lightCity(tour, city, uid);
      const { lights, total } = await cityTotals(tour);
      const count = lights.find((entry) => entry.city === city)?.count ?? 0;
      return ok({ city, count, total, already: !lit });
    },
  );

  userPost(
    app,
    API_PATHS.TOUR_GIVE_THUMBS_UP,
    { body: thumbsUpBody, response: tourAnswers.thumbsUp },
    async ({ uid, body: { tour } }) => {
      await known(tour);
      const given = await tours.thumbUp(tour, uid);
      return ok({ count: await tours.thumbsUpCount(tour), already: !given });
    },
  );

  const comments = { query: commentListQuery, response: tourAnswers.comments };
  campaignGet(app, API_PATHS.TOUR_COMMENT_LIST, comments, async ({ query, request }) => {
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
      list: rows.map(commentAnswer),
      total,
      page: query.page,
      page_size: query.page_size,
      thumbs_up: { count: thumbs, given },
    });
  });

  userPost(
    app,
    API_PATHS.TOUR_USER_COMMENT,
    { body: userCommentBody, bodyLimit: 8192, response: tourAnswers.comment },
    async ({ uid, body }) => {
      const content = sanitizeComment(body.content);
      if (content === '') throw badRequest('参数 content 不能为空');
      await known(body.tour);
      const row = await tours.addComment(body.tour, uid, content);
      return ok(commentAnswer(row));
    },
  );

  userPost(
    app,
    API_PATHS.TOUR_ENROLL,
    { body: enrollBody, response: tourAnswers.enroll },
    async ({ uid, body: { speech_id: speechId }, request, reply }) => {
      await guard(request, reply, { uid });
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

  const posters = { query: tourQuery, response: tourAnswers.posters };
  campaignGet(app, API_PATHS.TOUR_POSTER_LIST, posters, async ({ query: { tour } }) => {
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
  });
}
