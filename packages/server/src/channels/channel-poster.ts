import QRCode from 'qrcode';
import type { PictureLoader } from '../core/page-thumbnail.ts';
import { escapeHtml } from '@h5-page/schema/escape-html';

/** A phone screen in design px: what a poster is shared and printed at. */
export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1334;

const MARGIN = 40;
const PICTURE = { left: MARGIN, top: MARGIN, width: POSTER_WIDTH - 2 * MARGIN, height: 540 };
const CARD_TOP = 610;
const TEXT_LEFT = MARGIN + 40;
/** Width of the card's text lines, in px. */
const TEXT_WIDTH = POSTER_WIDTH - 2 * TEXT_LEFT;
/**
 * The share picture is read at the widest phone width (750, more than the 670 px it is drawn
 * at): drawn smaller, never blown up and blurred.
 */
export const POSTER_PICTURE_SIZE = { width: 750, maxBytes: 4 * 1024 * 1024 } as const;
const QR_SPACE = 340;
const CARD_BOTTOM = POSTER_HEIGHT - MARGIN;
/** The caption's room below the QR code. */
const CAPTION_ROOM = 56;
const QUIET = 4;
const BRAND = '#1f3c88';
const GOLD = '#f6d28b';
const FONT = "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
export const POSTER_CAPTION = '长按识别二维码';

/** A character's width in em: Latin about half of a full-width (CJK) one. */
const charEms = (char: string) => (char.codePointAt(0)! < 0x100 ? 0.56 : 1);

/** Punctuation a line may not start with (it closes what came before), nor end with (it opens). */
const CLOSING = /^[，。！？、；：）》」』】〕”’…,.!?;:)\]}%]+$/;
const OPENING = /^[（《「『【〔“‘([{]+$/;
/** A run a line never breaks inside: Latin words, numbers and codes (`Level-2`, `3.5%`). */
const LATIN_RUN = /[^\s\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]+|\s+|[^\s]/gu;
const chineseWords = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * The places a line may break in `text`, as the pieces between them: a Latin run whole, Chinese
 * by its words, a closing mark kept with what it closes and an opening one with what it opens.
 */
function breakablePieces(text: string): string[] {
  const runs = text.match(LATIN_RUN) ?? [];
  const pieces: string[] = [];
  let cjk = '';
  const flush = () => {
    for (const { segment } of chineseWords.segment(cjk)) pieces.push(segment);
    cjk = '';
  };
  for (const run of runs) {
    if (run.length === 1 && charEms(run) === 1) {
      cjk += run;
      continue;
    }
    flush();
    pieces.push(run);
  }
  flush();
  const joined: string[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last !== undefined && (CLOSING.test(piece) || OPENING.test(last))) {
      joined[joined.length - 1] = last + piece;
    } else joined.push(piece);
  }
  return joined;
}

const emsOf = (text: string) => [...text].reduce((sum, char) => sum + charEms(char), 0);

/**
 * `text` broken into at most `maxLines` lines of `lineEms`, between words (never inside
 * `Level-2`, never before a closing mark), the last ending in … when cut. A piece wider than a
 * whole line is broken where the line ends.
 */
export function wrapText(text: string, lineEms: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const pieces = breakablePieces(text.replace(/\s+/g, ' ').trim());
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index]!;
    if (emsOf(line + piece) <= lineEms) {
      line += piece;
      continue;
    }
    if (lines.length === maxLines - 1) {
      // The last line: as much as fits of what is left, its last character given to the ….
      let cut = '';
      for (const char of [...line, ...pieces.slice(index).join('')]) {
        if (emsOf(cut + char) > lineEms) break;
        cut += char;
      }
      return [...lines, `${[...cut.trimEnd()].slice(0, -1).join('')}…`];
    }
    if (line.trim() !== '') {
      lines.push(line.trimEnd());
      line = '';
    }
    const rest = piece.trimStart();
    if (emsOf(rest) <= lineEms) {
      line = rest;
      continue;
    }
    // Wider than a line: broken where the line is full, the rest taken as the next piece.
    let head = '';
    for (const char of rest) {
      if (emsOf(head + char) > lineEms) break;
      head += char;
    }
    line = head;
    pieces.splice(index + 1, 0, rest.slice(head.length));
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** Where the QR code sits on the poster: its top-left, module size in px and module count. */
export interface PosterQrBox {
  left: number;
  top: number;
  cell: number;
  /** Modules across, the quiet zone left out. */
  size: number;
  quiet: number;
}

/** What a poster shows. */
export interface PosterContent {
  /** The share card's title (or the page's). */
  title: string;
  desc: string;
  /** The share card's picture, a path of this site; '' when the page has none. */
  image: string;
  /** The channel link the QR code carries. */
  url: string;
}

/**
 * Where the card's parts go: the title and description lines from the top, then the QR code with
 * whole pixels per module (so every module is sharp) and its caption, centred in the room left.
 */
export function posterLayout(content: Pick<PosterContent, 'title' | 'desc' | 'url'>) {
  const { modules } = QRCode.create(content.url, { errorCorrectionLevel: 'M' });
  const titleLines = wrapText(content.title || '精彩活动', TEXT_WIDTH / 44, 2);
  const descLines = content.desc ? wrapText(content.desc, TEXT_WIDTH / 28, 2) : [];
  const titleTop = CARD_TOP + 76;
  const descTop = titleTop + titleLines.length * 58 + 14;
  const textBottom = descTop + (descLines.length > 0 ? descLines.length * 40 - 10 : -40);
  const across = modules.size + 2 * QUIET;
  const cell = Math.floor(QR_SPACE / across);
  const room = CARD_BOTTOM - textBottom;
  const box: PosterQrBox = {
    left: Math.round((POSTER_WIDTH - across * cell) / 2),
    top: Math.round(textBottom + (room - across * cell - CAPTION_ROOM) / 2),
    cell,
    size: modules.size,
    quiet: QUIET,
  };
  const dark = (x: number, y: number) => Boolean(modules.get(x, y));
  return { titleLines, titleTop, descLines, descTop, box, dark };
}

function qrSvg(box: PosterQrBox, dark: (x: number, y: number) => boolean): string {
  const parts: string[] = [];
  for (let y = 0; y < box.size; y += 1) {
    for (let x = 0; x < box.size; x += 1) {
      if (dark(x, y)) parts.push(`M${x + box.quiet} ${y + box.quiet}h1v1h-1z`);
    }
  }
  const across = (box.size + 2 * box.quiet) * box.cell;
  return [
    `<rect x="${box.left}" y="${box.top}" width="${across}" height="${across}" fill="#fff"/>`,
    `<path transform="translate(${box.left} ${box.top}) scale(${box.cell})" fill="#000" shape-rendering="crispEdges" d="${parts.join('')}"/>`,
  ].join('');
}

/** A branded stand-in where the page has no picture (or it cannot be read). */
function brandedPicture(title: string): string {
  const { left, top, width, height } = PICTURE;
  const lines = wrapText(title || '精彩活动', 11, 2);
  const size = 56;
  const first = top + height / 2 - ((lines.length - 1) * size * 1.3) / 2;
  return [
    `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2d56c4"/><stop offset="1" stop-color="${BRAND}"/></linearGradient>`,
    `<clipPath id="area"><rect x="${left}" y="${top}" width="${width}" height="${height}" rx="24"/></clipPath></defs>`,
    `<g clip-path="url(#area)">`,
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="url(#brand)"/>`,
    `<circle cx="${left + width - 60}" cy="${top + 70}" r="150" fill="#fff" fill-opacity=".07"/>`,
    `<circle cx="${left + 40}" cy="${top + height - 30}" r="110" fill="${GOLD}" fill-opacity=".18"/>`,
    '</g>',
    ...lines.map(
      (line, index) =>
        `<text x="${POSTER_WIDTH / 2}" y="${first + index * size * 1.3}" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(line)}</text>`,
    ),
  ].join('');
}

/**
 * The share picture whole and unstretched in the picture area, over a blurred copy of itself
 * filling the rest: a wide banner keeps its words (a crop would cut them), and the area has no
 * empty bands. Corners rounded.
 */
/** Loaded on the first poster: a server start spares loading the native image library. */
const loadSharp = async () => (await import('sharp')).default;

async function pictureLayer(image: string, load: PictureLoader): Promise<Buffer | null> {
  const sharp = await loadSharp();
  if (!image) return null;
  const found = await load(image).catch(() => null);
  if (!found) return null;
  try {
    const { width, height } = PICTURE;
    const source = await sharp(found.data, { density: 144 }).png().toBuffer();
    const whole = await sharp(source)
      .resize(width, height, { fit: 'inside', withoutEnlargement: false })
      .toBuffer({ resolveWithObject: true });
    const corners = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="24" fill="#fff"/></svg>`,
    );
    return await sharp(source)
      .resize(width, height, { fit: 'cover' })
      .blur(24)
      .modulate({ brightness: 0.8 })
      .composite([
        {
          input: whole.data,
          left: Math.round((width - whole.info.width) / 2),
          top: Math.round((height - whole.info.height) / 2),
        },
        { input: corners, blend: 'dest-in' },
      ])
      .png()
      .toBuffer();
  } catch {
    // A picture sharp cannot read leaves the branded stand-in; it never fails the poster.
    return null;
  }
}

/**
 * A channel's poster as a PNG of 750×1334, drawn on the server: the page's share picture on top
 * (the branded stand-in without one), then on a white card the title, the description, the QR
 * code of the channel link with whole-pixel modules, and 长按识别二维码. Text goes through
 * sharp's SVG renderer, which finds the CJK font through fontconfig; pictures come only through
 * `load`, which reads this site's own files.
 */
export async function channelPoster(content: PosterContent, load: PictureLoader): Promise<Buffer> {
  const sharp = await loadSharp();
  const picture = await pictureLayer(content.image, load);
  const { titleLines, titleTop, descLines, descTop, box, dark } = posterLayout(content);
  const qrBottom = box.top + (box.size + 2 * box.quiet) * box.cell;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="${BRAND}"/>`,
    picture ? '' : brandedPicture(content.title),
    `<rect x="${MARGIN}" y="${CARD_TOP}" width="${POSTER_WIDTH - 2 * MARGIN}" height="${CARD_BOTTOM - CARD_TOP}" rx="24" fill="#fff"/>`,
    ...titleLines.map(
      (line, index) =>
        `<text x="${TEXT_LEFT}" y="${titleTop + index * 58}" font-family="${FONT}" font-size="44" font-weight="700" fill="#1d2433">${escapeHtml(line)}</text>`,
    ),
    ...descLines.map(
      (line, index) =>
        `<text x="${TEXT_LEFT}" y="${descTop + index * 40}" font-family="${FONT}" font-size="28" fill="#6b7380">${escapeHtml(line)}</text>`,
    ),
    qrSvg(box, dark),
    `<text x="${POSTER_WIDTH / 2}" y="${qrBottom + 34}" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#333">${POSTER_CAPTION}</text>`,
    '</svg>',
  ].join('');
  const base = sharp(Buffer.from(svg));
  const layers = picture ? [{ input: picture, left: PICTURE.left, top: PICTURE.top }] : [];
  return base.composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
