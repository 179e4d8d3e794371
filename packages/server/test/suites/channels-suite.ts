import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { PAGE_VIEW_PATH } from '../../src/tracking/collect.ts';
import {
  POSTER_HEIGHT,
  POSTER_PICTURE_SIZE,
  POSTER_WIDTH,
  posterLayout,
} from '../../src/channels/channel-poster.ts';
import { ownPictureLoader } from '../../src/core/thumbnail-picture-loader.ts';
import { body } from '../support/admin.ts';
import { appForAll } from '../support/app-for-all.ts';
import { expectOk } from '../support/expect-ok.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { testPage } from '../support/pages.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';

interface ChannelOut {
  cps_id: string;
  name: string;
  url: string;
  poster_url: string;
  created_by: string | null;
}

/** A picture of one colour, as the media library stores an upload. */
const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The poster's pixels, for reading colours at given points. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): [number, number, number] => {
    const offset = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
  };
  return { info, at };
}

/**
 * Channel links and their posters through the admin API: run on PGlite (channels.test.ts) and
 * PostgreSQL (channels-postgres.test.ts).
 */
export function channelsSuite(databaseUrl: () => string | null): void {
  let app: FastifyInstance;
  type Who = { cookie: string };
  let admin: Who;
  let editor: Who;

  const account = (user: string, role: EditorRole): Promise<Who> =>
    signedInAccount(app, admin, user, role);

  appForAll(async () => {
    ({ app, admin } = await signedInSuiteApp(databaseUrl()));
    editor = await account('ch-editor', 'editor');
    return app;
  });

  const call = (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });
  const save = async (code: string, overrides: Parameters<typeof testPage>[1] = {}) =>
    expectOk(await call(admin, 'PUT', `/admin/api/pages/${code}`, testPage(code, overrides)));
  const list = async (who: Who, code: string) =>
    body<{ channels: ChannelOut[] }>(
      expectOk(await call(who, 'GET', `/admin/api/pages/${code}/channels`)),
    ).response.channels;
  const create = (who: Who, code: string, payload: object) =>
    call(who, 'POST', `/admin/api/pages/${code}/channels`, payload);

  describe('channel links', () => {
    it('adds, lists, renames and deletes the channels of a page, each one audited', async () => {
      await save('ch-basic');
      expect(await list(editor, 'ch-basic')).toEqual([]);

      const added = body<{ channel: ChannelOut }>(
        expectOk(
          await create(editor, 'ch-basic', { cps_id: ' wx-moments_01 ', name: ' 朋友圈广告 ' }),
        ),
      ).response.channel;
      expect(added).toMatchObject({
        cps_id: 'wx-moments_01',
        name: '朋友圈广告',
        url: 'http://localhost:80/h5-page/h5/ch-basic?cps_id=wx-moments_01',
        poster_url: '/admin/api/pages/ch-basic/channels/wx-moments_01/poster',
        created_by: 'ch-editor',
      });
      expectOk(await create(editor, 'ch-basic', { cps_id: 'douyin', name: '抖音信息流' }));
      expect((await list(editor, 'ch-basic')).map((c) => [c.cps_id, c.name])).toEqual([
        ['wx-moments_01', '朋友圈广告'],
        ['douyin', '抖音信息流'],
      ]);

      const renamed = await call(editor, 'PUT', '/admin/api/pages/ch-basic/channels/douyin', {
        name: '抖音开屏',
      });
      expect(body<{ channel: ChannelOut }>(expectOk(renamed)).response.channel).toMatchObject({
        cps_id: 'douyin',
        name: '抖音开屏',
        url: 'http://localhost:80/h5-page/h5/ch-basic?cps_id=douyin',
      });

      // Deleting is for publishers, as deleting a page is.
      const refused = await call(editor, 'DELETE', '/admin/api/pages/ch-basic/channels/douyin');
      expect(refused.statusCode).toBe(403);
      expectOk(await call(admin, 'DELETE', '/admin/api/pages/ch-basic/channels/douyin'));
      expect((await list(editor, 'ch-basic')).map((c) => c.cps_id)).toEqual(['wx-moments_01']);
      const again = await call(admin, 'DELETE', '/admin/api/pages/ch-basic/channels/douyin');
      expect(again.statusCode).toBe(404);
      expect(body(again)).toMatchObject({ code: 'CHANNEL_NOT_FOUND', msg: '渠道不存在' });

      const audit = body<{ entries: { action: string; actor: string; detail: object }[] }>(
        expectOk(await call(admin, 'GET', '/admin/api/audit?page_code=ch-basic')),
      ).response.entries.filter((entry) => entry.action.startsWith('channel.'));
      expect(audit.map((entry) => [entry.action, entry.actor, entry.detail])).toEqual([
        ['channel.create', 'ch-editor', { cps_id: 'wx-moments_01', name: '朋友圈广告' }],
        ['channel.create', 'ch-editor', { cps_id: 'douyin', name: '抖音信息流' }],
        ['channel.rename', 'ch-editor', { cps_id: 'douyin', from: '抖音信息流', to: '抖音开屏' }],
        ['channel.delete', 'admin', { cps_id: 'douyin', name: '抖音开屏' }],
      ]);
    });

    it('refuses a bad or duplicate channel with a Chinese message naming the field, saving nothing', async () => {
      await save('ch-checks');
      await save('ch-other');
      expectOk(await create(editor, 'ch-checks', { cps_id: 'sms', name: '短信' }));

      const refusals: [object, string][] = [
        [{ cps_id: '短信渠道', name: '短信' }, '参数 cps_id 只能包含英文字母、数字、- 和 _'],
        [{ cps_id: 'a b', name: '短信' }, '参数 cps_id 只能包含英文字母、数字、- 和 _'],
        [{ cps_id: 'x'.repeat(33), name: '短信' }, '参数 cps_id 不能超过 32 个字符'],
        [{ cps_id: '  ', name: '短信' }, '参数 cps_id 不能为空'],
        [{ name: '短信' }, '参数 cps_id 不能为空'],
        [{ cps_id: 'sms2', name: '   ' }, '参数 name 不能为空'],
        [{ cps_id: 'sms2', name: '长'.repeat(41) }, '参数 name 不能超过 40 个字'],
        [{ cps_id: 'sms2', name: '短信\u0007' }, '参数 name 不能包含控制字符'],
      ];
      for (const [payload, msg] of refusals) {
        const response = await create(editor, 'ch-checks', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(body(response).msg).toBe(msg);
      }

      const duplicate = await create(editor, 'ch-checks', { cps_id: 'sms', name: '短信二' });
      expect(duplicate.statusCode).toBe(409);
      expect(body(duplicate)).toMatchObject({
        code: 'CHANNEL_EXISTS',
        msg: '该页面已有这个渠道号（cps_id），请换一个',
      });
      // One cps_id per page: another page may use the same one.
      expectOk(await create(editor, 'ch-other', { cps_id: 'sms', name: '短信' }));

      const missing = await create(editor, 'ch-nowhere', { cps_id: 'sms', name: '短信' });
      expect(missing.statusCode).toBe(404);
      expect(body(missing).code).toBe('PAGE_NOT_FOUND');
      const unknown = await call(editor, 'PUT', '/admin/api/pages/ch-checks/channels/nope', {
        name: '无',
      });
      expect(unknown.statusCode).toBe(404);

      expect((await list(editor, 'ch-checks')).map((c) => [c.cps_id, c.name])).toEqual([
        ['sms', '短信'],
      ]);
      const created = body<{ entries: { action: string }[] }>(
        expectOk(await call(admin, 'GET', '/admin/api/audit?page_code=ch-checks')),
      ).response.entries.filter((entry) => entry.action === 'channel.create');
      expect(created).toHaveLength(1);
    });

    it('draws a 750×1334 PNG poster: the share picture whole, the QR code of the link', async () => {
      const form = (data: Buffer) => {
        const boundary = '----channelposter';
        return {
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="share.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            data,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        };
      };
      const halves = await sharp(await solid(1200, 400, '#e00000'))
        .composite([{ input: await solid(600, 400, '#0000e0'), left: 600, top: 0 }])
        .png()
        .toBuffer();
      const upload = form(halves);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/admin/api/media',
        headers: { ...upload.headers, ...admin },
        payload: upload.payload,
      });
      const picture = body<{ url: string }>(expectOk(uploaded)).response.url;
      // Read at the poster's size, not a thumbnail's: 750 px across, drawn down to 670.
      const read = await ownPictureLoader(app, POSTER_PICTURE_SIZE)(picture);
      expect((await sharp(read!.data).metadata()).width).toBe(750);
      const share = { title: '春季开户礼 领取新人专享福利', desc: '开户即送 Level-2 行情' };
      await save('ch-poster', { share: { ...share, image: picture } });
      const channel = body<{ channel: ChannelOut }>(
        expectOk(await create(editor, 'ch-poster', { cps_id: 'poster-01', name: '线下海报' })),
      ).response.channel;

      const answer = expectOk(await call(editor, 'GET', channel.poster_url));
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['content-disposition']).toBeUndefined();
      const png = answer.rawPayload;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const { info, at } = await pixels(png);
      expect([info.width, info.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);

      // The picture is shown whole and unstretched: 1200×400 at 670 px across is 670×223,
      // centred at y 310, red on its left half and blue on its right, neither side cut.
      const colour = (x: number, y: number) => {
        const [r, g, b] = at(x, y);
        if (r > 200 && g < 60 && b < 60) return 'red';
        if (b > 200 && r < 60 && g < 60) return 'blue';
        return 'other';
      };
      expect([60, 200, 370, 380, 550, 690].map((x) => colour(x, 310))).toEqual([
        'red',
        'red',
        'red',
        'blue',
        'blue',
        'blue',
      ]);
      // Above and below it, a blurred copy of it fills the area, never left empty.
      const [cornerR] = at(80, 80);
      const [, , cornerB] = at(670, 560);
      expect(cornerR).toBeGreaterThan(120);
      expect(cornerB).toBeGreaterThan(120);

      // Every module of the link's QR code (worked out here, apart from the poster's code) is
      // dark or light on the poster as the code says, and the quiet zone is light.
      const { modules } = QRCode.create(channel.url, { errorCorrectionLevel: 'M' });
      const { box } = posterLayout({ ...share, url: channel.url });
      expect(box.size).toBe(modules.size);
      expect(box.cell).toBeGreaterThanOrEqual(6);
      const darkAt = (mx: number, my: number) =>
        at(
          box.left + (mx + box.quiet + 0.5) * box.cell,
          box.top + (my + box.quiet + 0.5) * box.cell,
        )[0] < 128;
      const mismatched: string[] = [];
      for (let y = -box.quiet; y < modules.size + box.quiet; y += 1) {
        for (let x = -box.quiet; x < modules.size + box.quiet; x += 1) {
          const inside = x >= 0 && y >= 0 && x < modules.size && y < modules.size;
          const expected = inside ? Boolean(modules.get(x, y)) : false;
          if (darkAt(x, y) !== expected) mismatched.push(`${x},${y}`);
        }
      }
      expect(mismatched).toEqual([]);

      const download = expectOk(await call(editor, 'GET', `${channel.poster_url}?download=1`));
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="poster-ch-poster-poster-01.png"; filename*=UTF-8''${encodeURIComponent('线下海报-海报.png')}`,
      );
      expect(download.rawPayload.equals(png)).toBe(true);

      const gone = await call(editor, 'GET', '/admin/api/pages/ch-poster/channels/nope/poster');
      expect(gone.statusCode).toBe(404);
    });

    it('draws a branded poster for a page without any picture', async () => {
      await save('ch-plain', { page_schema: [] });
      expectOk(await create(editor, 'ch-plain', { cps_id: 'plain', name: '无图渠道' }));
      const answer = expectOk(
        await call(editor, 'GET', '/admin/api/pages/ch-plain/channels/plain/poster'),
      );
      const { info, at } = await pixels(answer.rawPayload);
      expect([info.width, info.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);
      // The picture area is the brand's blue, not left empty.
      const [r, g, b] = at(120, 500);
      expect(b).toBeGreaterThan(120);
      expect(b).toBeGreaterThan(r + 40);
      expect(b).toBeGreaterThan(g + 20);
    });

    it('counts a visit through the channel link under that channel in the stats', async () => {
      await save('ch-stats');
      expectOk(await call(admin, 'POST', '/admin/api/pages/ch-stats/publish', {}));
      const channel = body<{ channel: ChannelOut }>(
        expectOk(await create(editor, 'ch-stats', { cps_id: 'wx_group-7', name: '微信群' })),
      ).response.channel;
      const link = new URL(channel.url);
      const visit = await app.inject({
        url: `${PAGE_VIEW_PATH}?page_code=ch-stats&page_id=1&sid=channel-visitor&path=${encodeURIComponent(
          link.pathname + link.search,
        )}`,
      });
      expect(visit.statusCode, visit.body).toBe(200);
      await app.events.flush();

      const detail = body<{ channels: { cps_id: string; page_views: number }[] }>(
        expectOk(await call(editor, 'GET', '/admin/api/pages/ch-stats/stats/detail')),
      ).response;
      expect(detail.channels).toEqual([
        expect.objectContaining({ cps_id: 'wx_group-7', page_views: 1, unique_visitors: 1 }),
      ]);

      // Deleting the channel keeps what it brought in.
      expectOk(await call(admin, 'DELETE', '/admin/api/pages/ch-stats/channels/wx_group-7'));
      const after = body<{ channels: { cps_id: string }[] }>(
        expectOk(await call(editor, 'GET', '/admin/api/pages/ch-stats/stats/detail')),
      ).response;
      expect(after.channels.map((c) => c.cps_id)).toEqual(['wx_group-7']);
    });
  });
}
