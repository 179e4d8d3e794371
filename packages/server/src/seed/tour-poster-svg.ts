import { escapeHtml } from '@h5-page/schema/escape-html';

/** A lecture-tour poster: city, theme, date and speaker on a red and gold 300×450 card. */
export interface TourPosterSpec {
  city: string;
  theme: string;
  date: string;
  speaker: string;
  from: string;
  to: string;
}

const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;
export function tourPosterSvg(spec: TourPosterSpec): string {
  const text = (y: number, size: number, content: string, extra = '') =>
    `<text x="150" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" fill="#fff" ${extra}>${escapeHtml(content)}</text>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450">',
    '<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${escapeHtml(spec.from)}"/><stop offset="1" stop-color="${escapeHtml(spec.to)}"/>`,
    '</linearGradient></defs>',
    '<rect width="300" height="450" fill="url(#p)"/>',
    '<circle cx="250" cy="70" r="90" fill="#fff" fill-opacity=".08"/>',
    '<rect x="20" y="20" width="260" height="410" fill="none" stroke="#f6d28b" stroke-opacity=".7" stroke-width="2"/>',
    text(70, 18, '牛8 全国投资巡讲', 'fill-opacity=".9" letter-spacing="4"'),
    text(150, 64, spec.city, 'font-weight="700"'),
    text(185, 20, '站', 'fill-opacity=".85"'),
    '<rect x="60" y="215" width="180" height="2" fill="#f6d28b"/>',
    text(262, 24, spec.theme, 'font-weight="600"'),
    text(320, 18, spec.date, 'fill-opacity=".9"'),
    text(350, 18, `主讲 ${spec.speaker}`, 'fill-opacity=".9"'),
    '<rect x="80" y="378" width="140" height="34" rx="17" fill="#f6d28b"/>',
    `<text x="150" y="401" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#8a1c14" font-weight="700">免费报名 · 名额有限</text>`,
    '</svg>',
  ].join('');
}
