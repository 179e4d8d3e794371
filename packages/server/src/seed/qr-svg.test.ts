import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { CAMPAIGN_ASSETS, devQrContent } from './campaign-assets.ts';
import { qrSvg } from './qr-svg.ts';

/** The dark modules an SVG of qrSvg draws, as `x,y` (quiet zone removed). */
function drawnModules(svg: string): Set<string> {
  const d = /\sd="([^"]+)"/.exec(svg)?.[1] ?? '';
  return new Set(
    [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${Number(m[1]) - 4},${Number(m[2]) - 4}`),
  );
}

describe('development QR codes', () => {
  it('draw exactly the modules of a real QR code of their content', () => {
    const content = devQrContent('staff-1');
    const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let y = 0; y < modules.size; y += 1)
      for (let x = 0; x < modules.size; x += 1) if (modules.get(x, y)) expected.add(`${x},${y}`);
    expect(drawnModules(qrSvg(content, '扫码添加'))).toEqual(expected);
    // The three finder patterns: a dark 7×7 ring at three corners.
    for (const [fx, fy] of [
      [0, 0],
      [modules.size - 7, 0],
      [0, modules.size - 7],
    ] as const) {
      expect(expected.has(`${fx},${fy}`)).toBe(true);
      expect(expected.has(`${fx + 1},${fy + 1}`)).toBe(false);
      expect(expected.has(`${fx + 3},${fy + 3}`)).toBe(true);
    }
  });

  it('are what the seeded QR pictures show, each its own code', () => {
    const staff = CAMPAIGN_ASSETS['qr-staff-1']!;
    expect(staff).toBe(qrSvg(devQrContent('staff-1'), '扫码添加 · 王老师'));
    expect(drawnModules(CAMPAIGN_ASSETS['qr-staff-2']!)).not.toEqual(drawnModules(staff));
  });
});
