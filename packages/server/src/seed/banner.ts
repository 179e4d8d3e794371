import { escapeHtml } from '@h5-page/schema/escape-html';

/** A seed banner: a gradient with a headline, drawn as SVG by the seed-assets route. */
export interface BannerSpec {
  title: string;
  subtitle: string;
  from: string;
  to: string;
}

/** A 750×360 banner (the design width), fonts that every phone has. */
export function bannerSvg(spec: BannerSpec, height = 360): string {
  const font = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="${height}" viewBox="0 0 750 ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${escapeHtml(spec.from)}"/><stop offset="1" stop-color="${escapeHtml(spec.to)}"/>`,
    '</linearGradient></defs>',
    `<rect width="750" height="${height}" fill="url(#g)"/>`,
    `<circle cx="660" cy="60" r="140" fill="#fff" fill-opacity=".08"/>`,
    `<circle cx="80" cy="${height - 40}" r="110" fill="#fff" fill-opacity=".06"/>`,
    `<text x="375" y="${Math.round(height * 0.47)}" text-anchor="middle" font-family="${font}" font-size="68" font-weight="700" fill="#fff">${escapeHtml(spec.title)}</text>`,
    `<text x="375" y="${Math.round(height * 0.47) + 64}" text-anchor="middle" font-family="${font}" font-size="30" fill="#fff" fill-opacity=".92">${escapeHtml(spec.subtitle)}</text>`,
    '</svg>',
  ].join('');
}
