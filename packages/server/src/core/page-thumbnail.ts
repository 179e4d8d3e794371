import type { ActivityPage, Block } from '@h5-page/schema/page';
import { blockPicture, estimatedHeight } from '@h5-page/schema/first-screen';
import { imageBox } from '@h5-page/schema/image-box';
import { isCssColour } from '@h5-page/schema/css-colour';
import { isBackgroundImageUrl } from '@h5-page/schema/page-background';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { escapeHtml } from '@h5-page/schema/escape-html';

/** A picture as a thumbnail embeds it: its type and bytes. */
export interface ThumbnailPicture {
  type: string;
  data: Buffer;
}

/** Reads a picture the page shows by its URL; null when it cannot (another site, gone). */
export type PictureLoader = (url: string) => Promise<ThumbnailPicture | null>;

/** The page in design px (750 across), one phone screen tall: what a marketer sees first. */
const WIDTH = 750;
const HEIGHT = 1334;
/** The phone browser's title bar, where a page's title shows. */
const BAR = 96;
/**
 * Pictures asked for at most, found or not: enough to recognise a page, few enough that a page
 * of many broken pictures costs no more than one of a few good ones.
 */
export const THUMBNAIL_MAX_PICTURES = 4;
/** A block too thin to outline (a spacer of a few px) is drawn at least this tall. */
const MIN_BLOCK = 48;
/** Blocks that open over the page (a popup shown at once, the one on leaving). */
const POPUPS = new Set(['popup', 'retainPopup']);
/** A bar fixed to an edge of the screen, whatever its place in the list. */
const FLOATING = 'suspension';
const FLOATING_BAR = 120;
const FONT = "'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif";
/** What a data URI may name: a picture type, nothing that could leave the attribute. */
const PICTURE_TYPE = /^image\/[a-z0-9.+-]+$/;

/** At most `max` characters, an ellipsis in place of the rest. */
function clip(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

const dataUri = (picture: ThumbnailPicture) =>
  `data:${picture.type};base64,${picture.data.toString('base64')}`;

function labelOf(block: Block): string {
  const definition = (blockDefinitions as Record<string, { label?: string } | undefined>)[
    block.name
  ];
  return definition?.label ?? block.name;
}

/** A dashed box with the block's name: a block drawn without its picture. */
function outline(x: number, y: number, width: number, height: number, label: string): string {
  const box = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="16" fill="#ffffff" fill-opacity="0.85" stroke="#b8bfca" stroke-width="3" stroke-dasharray="14 10"/>`;
  if (height < 40) return box;
  return `${box}<text x="${x + width / 2}" y="${y + height / 2}" dominant-baseline="central" text-anchor="middle" font-size="${Math.min(34, height - 8)}" fill="#6b7380">${escapeHtml(clip(label, 12))}</text>`;
}

/**
 * A page's thumbnail as SVG, drawn on the server from the page file alone: its background, its
 * title in the phone's title bar, and its blocks stacked down one phone screen as the first-screen
 * estimate lays them out, the first pictures drawn in their boxes (embedded, since an SVG shown
 * as an image loads nothing) and every other block as an outline with its name; floating bars at
 * their edge, and a badge counting the popups, which a first look does not show.
 */
export async function pageThumbnail(page: ActivityPage, load: PictureLoader): Promise<string> {
  let asked = 0;
  // A picture that cannot be read leaves its block outlined; it never fails the thumbnail.
  const picture = async (url: string): Promise<string | null> => {
    if (asked >= THUMBNAIL_MAX_PICTURES) return null;
    asked += 1;
    const found = await load(url).catch(() => null);
    return found && PICTURE_TYPE.test(found.type) ? dataUri(found) : null;
  };

  const parts: string[] = [];
  const background = typeof page.background === 'string' ? page.background : '';
  parts.push(
    `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="${
      isCssColour(background) ? escapeHtml(background) : '#ffffff'
    }"/>`,
  );
  if (isBackgroundImageUrl(background)) {
    const uri = await picture(background);
    if (uri) {
      parts.push(
        `<image href="${uri}" x="0" y="${BAR}" width="${WIDTH}" height="${HEIGHT - BAR}" preserveAspectRatio="xMidYMin slice"/>`,
      );
    }
  }

  const blocks = Array.isArray(page.page_schema) ? page.page_schema : [];
  let y = BAR;
  let inFlow = 0;
  let popups = 0;
  const floating: Block[] = [];
  for (const block of blocks) {
    if (POPUPS.has(block.name)) {
      popups += 1;
      continue;
    }
    if (block.name === FLOATING) {
      floating.push(block);
      continue;
    }
    inFlow += 1;
    if (y >= HEIGHT) continue;
    const height = Math.max(MIN_BLOCK, Math.round(estimatedHeight(block)));
    const box = block.name === 'image' ? imageBox(block.value ?? {}) : null;
    const width = Math.min(WIDTH, Math.round(box?.width ?? WIDTH));
    const x = Math.round((WIDTH - width) / 2);
    const url = blockPicture(block);
    const uri = typeof url === 'string' && url !== '' ? await picture(url) : null;
    if (uri) {
      parts.push(
        `<image href="${uri}" x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`,
      );
    } else {
      // A narrow picture's box is outlined whole; a full-width block keeps a margin.
      const inset = width > 96 ? 24 : 0;
      parts.push(
        outline(x + inset, y + 8, width - 2 * inset, Math.max(height - 16, 24), labelOf(block)),
      );
    }
    y += height;
  }

  if (inFlow === 0) {
    parts.push(
      `<text x="${WIDTH / 2}" y="${(BAR + HEIGHT) / 2}" dominant-baseline="central" text-anchor="middle" font-size="34" fill="#9aa1ab">${popups > 0 ? '正文为空，只有弹窗' : '空白页面'}</text>`,
    );
  }
  for (const block of floating) {
    const position = block.value?.position;
    if (position === 'left' || position === 'right') {
      const x = position === 'left' ? 16 : WIDTH - 16 - FLOATING_BAR;
      parts.push(outline(x, (HEIGHT - FLOATING_BAR) / 2, FLOATING_BAR, FLOATING_BAR, '悬浮'));
    } else {
      const top = position === 'top' ? BAR : HEIGHT - FLOATING_BAR;
      parts.push(outline(8, top + 8, WIDTH - 16, FLOATING_BAR - 16, labelOf(block)));
    }
  }

  const title = typeof page.title === 'string' ? page.title : '';
  parts.push(
    `<rect x="0" y="0" width="${WIDTH}" height="${BAR}" fill="#ffffff"/>`,
    `<rect x="0" y="${BAR - 2}" width="${WIDTH}" height="2" fill="#e3e5e8"/>`,
    `<text x="${WIDTH / 2}" y="${BAR / 2}" dominant-baseline="central" text-anchor="middle" font-size="34" font-weight="600" fill="#1f2329">${escapeHtml(clip(title || '（无标题）', 18))}</text>`,
  );
  if (popups > 0) {
    // Above a bottom bar, so both stay readable.
    const top = HEIGHT - FLOATING_BAR - 76;
    parts.push(
      `<rect x="${WIDTH - 236}" y="${top}" width="212" height="52" rx="26" fill="#1f2329" fill-opacity="0.72"/>`,
      `<text x="${WIDTH - 130}" y="${top + 26}" dominant-baseline="central" text-anchor="middle" font-size="28" fill="#ffffff">含 ${popups} 个弹窗</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH / 2}" height="${HEIGHT / 2}" font-family="${escapeHtml(FONT)}"><title>${escapeHtml(title)}</title>${parts.join('')}</svg>`;
}
