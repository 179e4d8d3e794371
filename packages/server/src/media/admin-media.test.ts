import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { body, signedInAdminApp } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
let cookie: string;
appForAll(async () => ({ app, cookie } = await signedInAdminApp()).app);

/** A multipart body with one file in the field `file` (or another field name). */
function multipart(data: Buffer, filename: string, type: string, field = 'file') {
  const boundary = '----h5pagetest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (data: Buffer, filename: string, type: string, field = 'file') => {
  const form = multipart(data, filename, type, field);
  return app.inject({
    method: 'POST',
    url: '/admin/api/media',
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

interface Media {
  url: string;
  hash: string;
  name: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  uploaded_by: string;
}

describe('media', () => {
  it('stores an image once by its sha256 and serves it at a stable, long-cached URL', async () => {
    const bytes = await png(30, 20);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const first = await upload(bytes, 'banner.png', 'image/png');
    expect(first.statusCode).toBe(200);
    const item = body<Media>(first).response;
    expect(item).toMatchObject({
      url: `/media/${hash}.png`,
      hash,
      type: 'image/png',
      size: bytes.length,
      width: 30,
      height: 20,
      uploaded_by: 'admin',
    });
    // The same bytes again, under another name: the same file.
    const again = await upload(bytes, 'copy.png', 'image/png');
    expect(body<Media>(again).response.url).toBe(item.url);
    const list = body<{ items: Media[] }>(
      await app.inject({ method: 'GET', url: '/admin/api/media', headers: { cookie } }),
    ).response.items;
    expect(list.filter((m) => m.hash === hash)).toHaveLength(1);

    const served = await app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/media/${hash}.jpg` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/../x.png' })).statusCode).toBe(404);
    // A name no upload can have is a file that is not there, not a bad request.
    for (const name of ['not-a-hash.png', `${hash.toUpperCase()}.png`, `${hash}.PNG`]) {
      const missing = await app.inject({ method: 'GET', url: `/media/${name}` });
      expect(missing.statusCode, name).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND', msg: '文件不存在' });
    }
  });

  it('judges the type by the bytes: SVG, text and a renamed file are refused', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [data, name, type] of [
      [svg, 'logo.svg', 'image/svg+xml'],
      [Buffer.from('hello'), 'note.png', 'image/png'],
    ] as const) {
      const response = await upload(data, name, type);
      expect(response.statusCode).toBe(415);
      expect(body(response).msg).toBe(
        '不支持的文件类型：图片仅支持 PNG、JPEG、WebP、GIF，视频仅支持 MP4',
      );
    }
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.alloc(64),
    ]);
    const video = await upload(mp4, 'clip.mp4', 'video/mp4');
    expect(body<Media>(video).response).toMatchObject({ type: 'video/mp4', width: null });
  });

  it('refuses images over 5 MB and videos over 50 MB with a msg', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const image = await upload(big, 'big.png', 'image/png');
    expect(image.statusCode).toBe(413);
    expect(body(image).msg).toBe('图片不能超过 5 MB');
    const huge = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.alloc(50 * 1024 * 1024),
    ]);
    const video = await upload(huge, 'huge.mp4', 'video/mp4');
    expect(video.statusCode).toBe(413);
    expect(body(video).msg).toBe('视频不能超过 50 MB');
  });

  it('asks for the file when the field is missing, and needs a session', async () => {
    const wrongField = await upload(await png(2, 2), 'a.png', 'image/png', 'image');
    expect(wrongField.statusCode).toBe(400);
    expect(body(wrongField).msg).toBe('请选择要上传的文件（表单字段 file）');
    const form = multipart(await png(2, 2), 'a.png', 'image/png');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/admin/api/media',
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('media library: names, search, rename and delete', () => {
  const api = (
    method: 'GET' | 'PATCH' | 'DELETE' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/admin/api${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const names = async (query: string) =>
    body<{ items: Media[] }>(await api('GET', `/media${query}`)).response.items.map((m) => m.name);
  const pageShowing = (code: string, url: string) => ({
    code,
    title: `页面 ${code}`,
    meta: { keywords: '', description: '' },
    background: '#ffffff',
    is_auto_fit: 0,
    extra: { pageID: 1 },
    page_schema: [{ name: 'image', value: { url, width: 750 }, children: [] }],
  });

  it('keeps the uploaded file’s name and finds files by part of it, any letter case', async () => {
    await upload(await png(41, 20), '春节Banner-主图.png', 'image/png');
    await upload(await png(42, 20), 'C:\\设计稿\\春节banner-副图.png', 'image/png');
    await upload(await png(43, 20), '课程封面.png', 'image/png');
    expect(await names(`?q=${encodeURIComponent('BANNER-')}`)).toEqual([
      '春节banner-副图.png',
      '春节Banner-主图.png',
    ]);
    expect(await names(`?q=${encodeURIComponent('封面')}&kind=image`)).toEqual(['课程封面.png']);
    expect(await names(`?q=${encodeURIComponent('封面')}&kind=video`)).toEqual([]);
    // % and _ are letters in a search, not patterns.
    expect(await names('?q=%25')).toEqual([]);
  });

  it('renames a file; an empty name or an unknown file is refused', async () => {
    const item = body<Media>(await upload(await png(44, 20), 'IMG_0001.png', 'image/png')).response;
    const renamed = await api('PATCH', `/media/${item.hash}`, { name: '  618 大促头图  ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(body<{ name: string }>(renamed).response.name).toBe('618 大促头图');
    expect(await names(`?q=${encodeURIComponent('大促')}`)).toEqual(['618 大促头图']);

    const empty = await api('PATCH', `/media/${item.hash}`, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).msg).toBe('参数 name 不能为空');
    const unknown = await api('PATCH', `/media/${'0'.repeat(64)}`, { name: '新名' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe('文件不存在');
  });

  it('refuses to delete a picture a draft or a published version shows, naming the pages', async () => {
    const item = body<Media>(await upload(await png(45, 20), 'used.png', 'image/png')).response;
    await api('PUT', '/pages/media-live', pageShowing('media-live', item.url));
    await api('POST', '/pages/media-live/publish');
    // The draft moves on to another picture: the published version 1 still shows it.
    await api('PUT', '/pages/media-live', pageShowing('media-live', '/seed-assets/demo.svg'));
    await api(
      'PUT',
      '/pages/media-draft',
      pageShowing('media-draft', `https://h5.example.com${item.url}`),
    );

    const refused = await api('DELETE', `/media/${item.hash}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'MEDIA_IN_USE',
      msg:
        '文件正被页面使用，不能删除：「页面 media-draft」（media-draft）的草稿；' +
        '「页面 media-live」（media-live）的已发布的第 1 版。请先在这些页面中换掉它',
      response: {
        pages: [
          { code: 'media-draft', title: '页面 media-draft', in_draft: true, versions: [] },
          { code: 'media-live', title: '页面 media-live', in_draft: false, versions: [1] },
        ],
      },
    });
    expect((await app.inject({ method: 'GET', url: item.url })).statusCode).toBe(200);

    // Out of every page and version, it goes.
    const unused = body<Media>(await upload(await png(46, 20), 'unused.png', 'image/png')).response;
    const deleted = await api('DELETE', `/media/${unused.hash}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
    expect(await names('?q=unused')).toEqual([]);
    expect((await api('DELETE', `/media/${unused.hash}`)).statusCode).toBe(404);
    expect((await api('DELETE', '/media/not-a-hash')).statusCode).toBe(400);
  });
});
