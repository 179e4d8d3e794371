import QRCode from 'qrcode';
import { escapeHtml } from '@h5-page/schema/escape-html';

const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;
/**
 * A real, scannable QR code of `content` as a 300×340 SVG with `caption` below it: one path of
 * dark modules, a four-module quiet zone, error correction M.
 */
export function qrSvg(content: string, caption: string): string {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const quiet = 4;
  const cell = 300 / (size + quiet * 2);
  const parts: string[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (modules.get(x, y)) parts.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="340" viewBox="0 0 300 340">',
    '<rect width="300" height="340" fill="#fff"/>',
    `<path transform="scale(${cell.toFixed(4)})" fill="#1d2433" shape-rendering="crispEdges" d="${parts.join('')}"/>`,
    `<text x="150" y="322" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#333">${escapeHtml(caption)}</text>`,
    '</svg>',
  ].join('');
}
