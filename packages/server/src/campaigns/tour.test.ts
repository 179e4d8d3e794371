import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { tourSpeeches } from './store/tables-tour.ts';
import { TOUR_PAGE_BLOCKS } from '../seed/tour-pages.ts';
import { CAMPAIGN_STORES, bearer, envelope, registeredUser } from '#test/support/campaign.ts';
import { openedForAll } from '#test/support/opened-for-all.ts';

type Headers = Record<string, string>;

describe.each(CAMPAIGN_STORES)('lecture tour calls on %s', (_store, open) => {
  let app: FastifyInstance;
  openedForAll(open, (opened) => (app = opened));

  const get = (path: string, query: string, headers: Headers = {}) =>
    app.inject({ url: `${path}?${query}`, headers });
  const post = (path: string, payload: unknown, headers: Headers = {}) =>
    app.inject({ method: 'POST', url: path, headers, payload: payload as object });
  const newSpeech = async (seats: number, startsAt = new Date(Date.now() + 86_400_000)) => {
    const [row] = await app.database.db
      .insert(tourSpeeches)
      .values({ tour: 'xunjiang', city: '苏州', startsAt, speaker: '测试老师', seats })
      .returning({ id: tourSpeeches.id });
    return row!.id;
  };

  it('speech-list: the seeded speeches with city, date, speaker and state; bad or unknown tour', async () => {
    const answer = await get(API_PATHS.TOUR_SPEECH_LIST, 'tour=xunjiang');
    expect(answer.statusCode).toBe(200);
    const list = envelope<{ list: Record<string, unknown>[] }>(answer).response.list;
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list[0]).toMatchObject({
      city: '上海',
      date: '2027-03-14 14:00',
      speaker: '王建国',
      state: 'open',
      seats: 120,
      is_enrolled: false,
    });
    const past = envelope<{ list: { state: string }[] }>(
      await get(API_PATHS.TOUR_SPEECH_LIST, 'tour=jz2024xunjiang'),
    ).response.list;
    expect(past.every((speech) => speech.state === 'ended')).toBe(true);

    const missing = await get(API_PATHS.TOUR_SPEECH_LIST, '');
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('参数 tour 不能为空');
    const unknown = await get(API_PATHS.TOUR_SPEECH_LIST, 'tour=nope');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('巡讲活动不存在');
  });

  it('lighten-city: needs a token; one light per user per city, also under concurrent requests', async () => {
    const none = await post(API_PATHS.TOUR_LIGHTEN_CITY, { tour: 'xunjiang', city: '杭州' });
    expect(none.statusCode).toBe(401);
    expect(envelope(none)).toEqual({ code: 'UNAUTHORIZED', msg: '请先登录', response: null });

    const headers = await bearer(app, 770_001);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(API_PATHS.TOUR_LIGHTEN_CITY, { tour: 'xunjiang', city: '杭州' }, headers),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const answers = results.map((r) => envelope<{ count: number; already: boolean }>(r).response);
    expect(answers.filter((a) => !a.already)).toHaveLength(1);
    const other = await bearer(app, 770_002);
    const second = envelope<{ count: number; total: number }>(
      await post(API_PATHS.TOUR_LIGHTEN_CITY, { tour: 'xunjiang', city: '杭州' }, other),
    ).response;
    expect(second.count).toBe(2);

    const lights = envelope<{ cities: { city: string; count: number; lit: boolean }[] }>(
      await get(API_PATHS.TOUR_CITY_LIGHTS, 'tour=xunjiang', headers),
    ).response.cities;
    expect(lights.find((c) => c.city === '杭州')).toEqual({ city: '杭州', count: 2, lit: true });

    const bad = await post(
      API_PATHS.TOUR_LIGHTEN_CITY,
      { tour: 'xunjiang', city: '火星' },
      headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toBe('参数 city 不是巡讲地图上的城市');
    const empty = await post(API_PATHS.TOUR_LIGHTEN_CITY, { tour: 'xunjiang' }, headers);
    expect(envelope(empty).msg).toBe('参数 city 不能为空');
  });

  it('give-thumbs-up: once per user, also under concurrent requests; shown in the comment list', async () => {
    expect((await post(API_PATHS.TOUR_GIVE_THUMBS_UP, { tour: 'jz2025xunjiang' })).statusCode).toBe(
      401,
    );
    const headers = await bearer(app, 770_010);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(API_PATHS.TOUR_GIVE_THUMBS_UP, { tour: 'jz2025xunjiang' }, headers),
      ),
    );
    const answers = results.map((r) => envelope<{ count: number; already: boolean }>(r).response);
    expect(answers.filter((a) => !a.already)).toHaveLength(1);
    const list = envelope<{ thumbs_up: { count: number; given: boolean } }>(
      await get(API_PATHS.TOUR_COMMENT_LIST, 'tour=jz2025xunjiang', headers),
    ).response;
    expect(list.thumbs_up).toEqual({ count: 1, given: true });
    const bad = await post(API_PATHS.TOUR_GIVE_THUMBS_UP, { tour: 'a b' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toBe('参数 tour 格式不正确');
  });

  it('user-comment and comment-list: logged in, sanitized, length-limited, newest first, paged', async () => {
    const none = await post(API_PATHS.TOUR_USER_COMMENT, { tour: 'jz2024xunjiang', content: 'hi' });
    expect(none.statusCode).toBe(401);
    const user = await registeredUser(app);
    const posted = await post(
      API_PATHS.TOUR_USER_COMMENT,
      {
        tour: 'jz2024xunjiang',
        content: '  <b>讲得</b>很透彻，<script>alert(1)</script>受益匪浅  ',
      },
      user.headers,
    );
    expect(posted.statusCode).toBe(200);
    const comment = envelope<{ content: string; nick: string }>(posted).response;
    expect(comment.content).toBe('讲得很透彻，alert(1)受益匪浅');
    expect(comment.nick).toBe(`${user.handset.slice(0, 3)}****${user.handset.slice(7)}`);
    for (const n of [1, 2, 3]) {
      await post(
        API_PATHS.TOUR_USER_COMMENT,
        { tour: 'jz2024xunjiang', content: `第${n}条` },
        user.headers,
      );
    }
    const page1 = envelope<{ list: { content: string }[]; total: number }>(
      await get(API_PATHS.TOUR_COMMENT_LIST, 'tour=jz2024xunjiang&page=1&page_size=2'),
    ).response;
    expect(page1.total).toBe(4);
    expect(page1.list.map((c) => c.content)).toEqual(['第3条', '第2条']);
    const page2 = envelope<{ list: { content: string }[] }>(
      await get(API_PATHS.TOUR_COMMENT_LIST, 'tour=jz2024xunjiang&page=2&page_size=2'),
    ).response;
    expect(page2.list.map((c) => c.content)).toEqual(['第1条', '讲得很透彻，alert(1)受益匪浅']);

    const long = await post(
      API_PATHS.TOUR_USER_COMMENT,
      { tour: 'jz2024xunjiang', content: '好'.repeat(201) },
      user.headers,
    );
    expect(long.statusCode).toBe(400);
    expect(envelope(long).msg).toBe('参数 content 不能超过 200 个字符');
    const onlyTags = await post(
      API_PATHS.TOUR_USER_COMMENT,
      { tour: 'jz2024xunjiang', content: '<img src=x>' },
      user.headers,
    );
    expect(onlyTags.statusCode).toBe(400);
    expect(envelope(onlyTags).msg).toBe('参数 content 不能为空');
    const badPage = await get(API_PATHS.TOUR_COMMENT_LIST, 'tour=jz2024xunjiang&page_size=500');
    expect(envelope(badPage).msg).toBe('参数 page_size 不能大于 50');
  });

  it('enroll: once per user, seats limited under concurrent requests, full and ended answered clearly', async () => {
    const speechId = await newSpeech(3);
    expect((await post(API_PATHS.TOUR_ENROLL, { speech_id: speechId })).statusCode).toBe(401);
    const first = await bearer(app, 770_100);
    const again = await Promise.all(
      Array.from({ length: 4 }, () => post(API_PATHS.TOUR_ENROLL, { speech_id: speechId }, first)),
    );
    expect(again.every((r) => r.statusCode === 200)).toBe(true);
    expect(again.filter((r) => !envelope<{ already: boolean }>(r).response.already)).toHaveLength(
      1,
    );

    const others = await Promise.all(Array.from({ length: 8 }, (_, i) => bearer(app, 770_110 + i)));
    const results = await Promise.all(
      others.map((headers) => post(API_PATHS.TOUR_ENROLL, { speech_id: speechId }, headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(envelope(r).msg).toBe('该场次名额已满，请选择其他城市的场次');
    }
    const list = envelope<{
      list: { id: number; enrolled: number; state: string; is_enrolled: boolean }[];
    }>(await get(API_PATHS.TOUR_SPEECH_LIST, 'tour=xunjiang', first)).response.list;
    expect(list.find((s) => s.id === speechId)).toMatchObject({
      enrolled: 3,
      state: 'full',
      is_enrolled: true,
    });

    const ended = await newSpeech(10, new Date(Date.now() - 60_000));
    const late = await post(API_PATHS.TOUR_ENROLL, { speech_id: ended }, first);
    expect(late.statusCode).toBe(409);
    expect(envelope(late).msg).toBe('该场巡讲已结束，敬请关注后续场次');
    const unknown = await post(API_PATHS.TOUR_ENROLL, { speech_id: 999_999 }, first);
    expect(unknown.statusCode).toBe(404);
    const bad = await post(API_PATHS.TOUR_ENROLL, { speech_id: 'abc' }, first);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toBe('参数 speech_id 应为整数');
  });

  it('poster-list: the tour posters in order', async () => {
    const answer = envelope<{ list: { city: string; title: string; image: string }[] }>(
      await get(API_PATHS.TOUR_POSTER_LIST, 'tour=xunjiang'),
    ).response.list;
    expect(answer.map((p) => p.city)).toEqual([
      '上海',
      '杭州',
      '南京',
      '武汉',
      '成都',
      '广州',
      '北京',
    ]);
    expect(answer[0]!.image).toMatch(/^\/seed-assets\/campaign\/tour-poster-\d+\.svg$/);
    const bad = await get(API_PATHS.TOUR_POSTER_LIST, 'tour=');
    expect(bad.statusCode).toBe(400);
  });

  it.each(Object.entries(TOUR_PAGE_BLOCKS))(
    '%s: every city its page names or holds a speech in has a poster that is served',
    async (route, blocks) => {
      const tour = route.slice(1);
      const named = JSON.stringify(blocks)
        .match(/(?:城联动|足迹)：([^<"]+)/g)!
        .flatMap((line) => line.slice(line.indexOf('：') + 1).split('、'));
      // The speeches the seed holds, not the ones the tests above added.
      const speeches = envelope<{ list: { city: string; speaker: string }[] }>(
        await get(API_PATHS.TOUR_SPEECH_LIST, `tour=${tour}`),
      )
        .response.list.filter((speech) => speech.speaker !== '测试老师')
        .map((speech) => speech.city);
      const cities = new Set([...named, ...speeches]);
      expect(cities.size).toBeGreaterThanOrEqual(4);

      const posters = envelope<{ list: { city: string; image: string }[] }>(
        await get(API_PATHS.TOUR_POSTER_LIST, `tour=${tour}`),
      ).response.list;
      expect([...cities].filter((city) => !posters.some((p) => p.city === city))).toEqual([]);
      for (const poster of posters) {
        const picture = await app.inject({ url: poster.image });
        expect(picture.statusCode, poster.image).toBe(200);
        expect(picture.body).toContain(`>${poster.city}</text>`);
      }
    },
  );
});
