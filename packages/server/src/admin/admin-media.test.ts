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
