import { createHash } from 'node:crypto';

/**
 * Pictures of the campaign seed data (QR codes, avatars), drawn as SVG by the campaign-assets
 * route so the demo works offline. The QR pictures are placeholders with the look of a QR code
 * (finder squares, a pattern from a hash of the name) and a caption; they do not scan.
 */

export const CAMPAIGN_ASSETS_PREFIX = '/seed-assets/campaign';

export const campaignAssetUrl = (file: string): string => `${CAMPAIGN_ASSETS_PREFIX}/${file}.svg`;

const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;
const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MODULES = 25;

/** A 300×340 placeholder QR code with `caption` below it. */
export function qrSvg(name: string, caption: string): string {
  const bits = createHash('sha256').update(name).digest();
  const cell = 10;
  const margin = 25;
  const finder = (x: number, y: number) => x < 8 && y < 8;
  const isFinder = (x: number, y: number) =>
    finder(x, y) || finder(MODULES - 1 - x, y) || finder(x, MODULES - 1 - y);
  const rects: string[] = [];
  for (let y = 0; y < MODULES; y += 1) {
    for (let x = 0; x < MODULES; x += 1) {
      if (isFinder(x, y)) continue;
      const bit = (y * MODULES + x) % 256;
      const byte = bits[(bit >> 3) % bits.length] ?? 0;
      if (((byte >> (bit & 7)) & 1) ^ ((x * 7 + y * 3) % 5 === 0 ? 1 : 0)) {
        rects.push(
          `<rect x="${margin + x * cell}" y="${margin + y * cell}" width="${cell}" height="${cell}"/>`,
        );
      }
    }
  }
  const finderSquare = (x: number, y: number) => {
    const px = margin + x * cell;
    const py = margin + y * cell;
    return [
      `<rect x="${px}" y="${py}" width="70" height="70"/>`,
      `<rect x="${px + 10}" y="${py + 10}" width="50" height="50" fill="#fff"/>`,
      `<rect x="${px + 20}" y="${py + 20}" width="30" height="30"/>`,
    ].join('');
  };
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="340" viewBox="0 0 300 340">',
    '<rect width="300" height="340" fill="#fff"/>',
    `<g fill="#1d2433">${rects.join('')}${finderSquare(0, 0)}${finderSquare(MODULES - 7, 0)}${finderSquare(0, MODULES - 7)}</g>`,
    `<text x="150" y="320" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#333">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}

/** A round 96×96 avatar with one character on a colour. */
export function avatarSvg(character: string, colour: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<circle cx="48" cy="48" r="48" fill="${escapeXml(colour)}"/>`,
    `<text x="48" y="62" text-anchor="middle" font-family="${FONT}" font-size="40" fill="#fff">${escapeXml(character)}</text>`,
    '</svg>',
  ].join('');
}

/** Every campaign seed picture, by file name (without `.svg`). */
export const CAMPAIGN_ASSETS: Readonly<Record<string, string>> = {
  'qr-staff-1': qrSvg('staff-1', '扫码添加 · 王老师'),
  'qr-staff-2': qrSvg('staff-2', '扫码添加 · 李老师'),
  'qr-staff-3': qrSvg('staff-3', '扫码添加 · 陈助理'),
  'qr-contact-niuniu': qrSvg('contact-niuniu', '牛牛服务 · 专属顾问'),
  'qr-code-1': qrSvg('code-1', '扫码添加老师微信'),
  'qr-wechat-img-1': qrSvg('wechat-img-1', '长按识别 · 领取资料'),
  'qr-qw-2': qrSvg('qw-2', '企业微信 · 牛8服务号'),
  'qr-person': qrSvg('person', '您的专属服务顾问'),
  'qr-group-3001': qrSvg('group-3001', '新春理财节 · 粉丝群'),
  'qr-group-3101': qrSvg('group-3101', '神龙战法训练营群'),
  'qr-group-3102': qrSvg('group-3102', '振兴计划交流群'),
  'qr-group-3103': qrSvg('group-3103', '涨停猎手私享群'),
  'qr-group-3201': qrSvg('group-3201', '私享社群 1 群'),
  'qr-group-3202': qrSvg('group-3202', '私享社群 2 群'),
  'qr-group-3203': qrSvg('group-3203', '私享社群 3 群'),
  'avatar-1': avatarSvg('张', '#e8352e'),
  'avatar-2': avatarSvg('李', '#1f5fd6'),
  'avatar-3': avatarSvg('王', '#0f8f6b'),
  'avatar-4': avatarSvg('刘', '#b8741a'),
  'avatar-5': avatarSvg('陈', '#5b3cc4'),
};
