import { describe, expect, it } from 'vitest';
import { wrapText } from './channel-poster.ts';

describe('the poster’s lines', () => {
  it('breaks between words, never inside a Latin run nor before a closing mark', () => {
    const cases = [
      '开通 Level-2 行情，实时掌握主力动向（限时免费）',
      // Character by character this broke as 实时行情数据推送 Leve / l-2 高级版.
      '实时行情数据推送 Level-2 高级版',
      '短线王 Level-2 高级版，限时 5 折！',
      '双十一理财节：精选基金低至 0.1 折，新客专享 8.88% 年化收益',
    ];
    for (const text of cases) {
      const lines = wrapText(text, 11, 3);
      const joined = lines.join('').replaceAll(' ', '');
      expect(joined).toBe(text.replaceAll(' ', ''));
      for (const line of lines) expect(line).not.toMatch(/^[，。！？）]/);
      for (const word of ['Level-2', '0.1', '8.88%']) {
        if (text.includes(word)) expect(lines.some((line) => line.includes(word))).toBe(true);
      }
    }
  });

  it('moves a word that does not fit to the next line whole', () => {
    expect(wrapText('实时行情数据推送 Level-2 高级版', 11, 2)).toEqual([
      '实时行情数据推送',
      'Level-2 高级版',
    ]);
  });

  it('cuts the last line with …, and breaks a word longer than a line where it must', () => {
    expect(wrapText('春季投顾体验', 11, 2)).toEqual(['春季投顾体验']);
    const cut = wrapText('开通 Level-2 行情，实时掌握主力动向，限时免费领取七天体验', 11, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]).toMatch(/…$/);
    const long = wrapText('Supercalifragilisticexpialidocious', 11, 3);
    expect(long.join('')).toBe('Supercalifragilisticexpialidocious');
    expect(long.length).toBeGreaterThan(1);
  });
});
