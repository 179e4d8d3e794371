import { COURSE_LESSONS, lessonPosterFile } from './course-lessons.ts';
import { coursePosterSvg } from './course-poster-svg.ts';
import { qrSvg } from './qr-svg.ts';
import { tourPosterSvg } from './tour-poster-svg.ts';
import { TOUR_STOPS, posterFile } from './tour-stops.ts';
import type { TourStop } from './tour-stops.ts';
import { escapeHtml } from '@h5-page/schema/escape-html';

/**
 * Pictures of the campaign seed data (QR codes, avatars, tour and course posters), drawn as SVG by the
 * campaign-assets route so the demo works offline. The QR codes are real and scan to a
 * development address on this server that names what they stand for.
 */

export const CAMPAIGN_ASSETS_PREFIX = '/seed-assets/campaign';

export const campaignAssetUrl = (file: string): string => `${CAMPAIGN_ASSETS_PREFIX}/${file}.svg`;

const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;
/** What a development QR code holds: an address of the development server naming the code. */
export const devQrContent = (name: string): string => `https://h5-page.dev.local/qr/${name}`;

/** A round 96×96 avatar with one character on a colour. */
export function avatarSvg(character: string, colour: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<circle cx="48" cy="48" r="48" fill="${escapeHtml(colour)}"/>`,
    `<text x="48" y="62" text-anchor="middle" font-family="${FONT}" font-size="40" fill="#fff">${escapeHtml(character)}</text>`,
    '</svg>',
  ].join('');
}

const RED = { from: '#c8241c', to: '#ff7a3d' };
const PURPLE = { from: '#4b2fa8', to: '#8f5cf0' };

/** The tour now enrolling in red, the tours looked back on in purple. */
const TOUR_COLOURS: Readonly<Record<string, { from: string; to: string }>> = { xunjiang: RED };

/** A stop's poster: `2027-03-14 14:00+08` reads 2027年3月14日 14:00 on it. */
function stopPoster(stop: TourStop): string {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})/.exec(stop.startsAt)!;
  return tourPosterSvg({
    city: stop.city,
    theme: stop.theme,
    date: `${year}年${Number(month)}月${Number(day)}日 ${time}`,
    speaker: stop.speaker,
    ...(TOUR_COLOURS[stop.tour] ?? PURPLE),
  });
}

/** Every campaign seed picture, by file name (without `.svg`). */
export const CAMPAIGN_ASSETS: Readonly<Record<string, string>> = {
  'qr-staff-1': qrSvg(devQrContent('staff-1'), '扫码添加 · 王老师'),
  'qr-staff-2': qrSvg(devQrContent('staff-2'), '扫码添加 · 李老师'),
  'qr-staff-3': qrSvg(devQrContent('staff-3'), '扫码添加 · 陈助理'),
  'qr-contact-niuniu': qrSvg(devQrContent('contact-niuniu'), '牛牛服务 · 专属顾问'),
  'qr-code-1': qrSvg(devQrContent('code-1'), '扫码添加老师微信'),
  'qr-wechat-img-1': qrSvg(devQrContent('wechat-img-1'), '长按识别 · 领取资料'),
  'qr-qw-2': qrSvg(devQrContent('qw-2'), '企业微信 · 牛8服务号'),
  'qr-person': qrSvg(devQrContent('person'), '您的专属服务顾问'),
  'qr-group-3001': qrSvg(devQrContent('group-3001'), '新春理财节 · 粉丝群'),
  'qr-group-3101': qrSvg(devQrContent('group-3101'), '神龙战法训练营群'),
  'qr-group-3102': qrSvg(devQrContent('group-3102'), '振兴计划交流群'),
  'qr-group-3103': qrSvg(devQrContent('group-3103'), '涨停猎手私享群'),
  'qr-group-3201': qrSvg(devQrContent('group-3201'), '私享社群 1 群'),
  'qr-group-3202': qrSvg(devQrContent('group-3202'), '私享社群 2 群'),
  'qr-group-3203': qrSvg(devQrContent('group-3203'), '私享社群 3 群'),
  'avatar-1': avatarSvg('张', '#cf2b24'),
  'avatar-2': avatarSvg('李', '#1f5fd6'),
  'avatar-3': avatarSvg('王', '#0f8f6b'),
  'avatar-4': avatarSvg('刘', '#935a0c'),
  'avatar-5': avatarSvg('陈', '#5b3cc4'),
  ...Object.fromEntries(TOUR_STOPS.map((stop) => [posterFile(stop), stopPoster(stop)])),
  ...Object.fromEntries(
    COURSE_LESSONS.map((lesson) => [lessonPosterFile(lesson), coursePosterSvg(lesson)]),
  ),
};
