import type { FastifyInstance } from 'fastify';
import { answersContent } from '../core/answers.ts';
import { trimSubresourceHeaders } from '../core/asset-headers.ts';
import { PRODUCT_MARK_SVG } from '../core/product-mark.ts';

/**
 * The icon never changes between releases in a way a stale copy would hurt, so browsers may keep
 * it for a year instead of asking on every page.
 */
const ICON_CACHE = 'public, max-age=31536000';

/** The sizes an ICO carries: tabs (16, 32) and Windows shortcuts (48). */
const ICO_SIZES = [16, 32, 48] as const;

/** An ICO file holding one PNG per size (the PNG-in-ICO form every current browser reads). */
export function icoOf(pngs: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

/**
 * The product's 牛8 mark as the site's icon: `/favicon.svg`, which the builder's and the visitor
 * pages' documents link, and `/favicon.ico`, which browsers and crawlers ask for by themselves.
 * The ICO is drawn from the same SVG on first request (sharp, loaded only then) and kept.
 */
export async function faviconRoutes(app: FastifyInstance): Promise<void> {
  let ico: Promise<Buffer> | null = null;
  const drawIco = async () => {
    const { default: sharp } = await import('sharp');
    const svg = Buffer.from(PRODUCT_MARK_SVG);
    const pngs = await Promise.all(
      ICO_SIZES.map(async (size) => ({
        size,
        // Drawn at four times 48 px, then scaled down: sharper edges than drawing small.
        png: await sharp(svg, { density: 288 }).resize(size, size).png().toBuffer(),
      })),
    );
    return icoOf(pngs);
  };

  app.get(
    '/favicon.svg',
    {
      schema: {
        response: answersContent('image/svg+xml', 'the product mark (牛8) as an SVG icon'),
      },
    },
    async (_request, reply) => {
      trimSubresourceHeaders(reply.raw);
      return reply.type('image/svg+xml').header('cache-control', ICON_CACHE).send(PRODUCT_MARK_SVG);
    },
  );
  app.get(
    '/favicon.ico',
    {
      schema: { response: answersContent('image/x-icon', 'the product mark (牛8) as an ICO icon') },
    },
    async (_request, reply) => {
      trimSubresourceHeaders(reply.raw);
      ico ??= drawIco().catch((error: unknown) => {
        ico = null;
        throw error;
      });
      return reply
        .type('image/x-icon')
        .header('cache-control', ICON_CACHE)
        .send(await ico);
    },
  );
}
