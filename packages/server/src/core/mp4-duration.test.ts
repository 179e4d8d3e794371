import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mp4Duration } from './mp4-duration.ts';

const box = (type: string, content: Uint8Array): Uint8Array => {
  const out = new Uint8Array(8 + content.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  );
  out.set(content, 8);
  return out;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const content = new Uint8Array(version === 1 ? 108 : 96);
  const view = new DataView(content.buffer);
  view.setUint8(0, version);
  if (version === 1) {
    view.setUint32(20, timescale);
    view.setBigUint64(24, BigInt(duration));
  } else {
    view.setUint32(12, timescale);
    view.setUint32(16, duration);
  }
  return box('mvhd', content);
}

describe('the duration an MP4 states', () => {
  it('reads a version 0 and a version 1 movie header after other boxes', () => {
    const ftyp = box('ftyp', new Uint8Array(16));
    expect(mp4Duration(concat(ftyp, box('moov', mvhd(0, 1000, 186_000))))).toBe(186);
    expect(
      mp4Duration(concat(ftyp, box('free', new Uint8Array(4)), box('moov', mvhd(1, 600, 150_300)))),
    ).toBe(250.5);
  });

  it('answers null for bytes without a movie header, or with a broken box', () => {
    expect(mp4Duration(new Uint8Array(0))).toBeNull();
    expect(mp4Duration(box('ftyp', new Uint8Array(16)))).toBeNull();
    expect(mp4Duration(box('moov', box('trak', new Uint8Array(8))))).toBeNull();
    const broken = box('moov', mvhd(0, 1000, 5000));
    new DataView(broken.buffer).setUint32(0, 9999);
    expect(mp4Duration(broken)).toBeNull();
  });

  it('reads the file ffmpeg wrote for the video block’s demo', () => {
    const file = readFileSync(new URL('../../assets/course-intro.mp4', import.meta.url));
    expect(mp4Duration(file)).toBeGreaterThan(1);
  });
});
