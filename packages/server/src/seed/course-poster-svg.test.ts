import { describe, expect, it } from 'vitest';
import { COURSE_LESSONS } from './course-lessons.ts';
import { coursePosterSvg, titleLines } from './course-poster-svg.ts';

describe('course posters', () => {
  it('breaks a title after its colon, then into lines of at most nine characters', () => {
    expect(titleLines('估值入门：市盈率与市净率')).toEqual(['估值入门', '市盈率与市净率']);
    expect(titleLines('读懂利润表的五个关键数')).toEqual(['读懂利润表的五个关', '键数']);
    expect(titleLines('三分钟看懂K线')).toEqual(['三分钟看懂K线']);
  });

  it('draws each lesson’s title, teacher and category, escaped, in about a kilobyte', () => {
    for (const lesson of COURSE_LESSONS) {
      const svg = coursePosterSvg(lesson);
      for (const line of titleLines(lesson.title)) expect(svg).toContain(`>${line}</text>`);
      expect(svg).toContain(`>${lesson.teacher}</text>`);
      expect(svg).toContain(`>${lesson.category}</text>`);
      expect(Buffer.byteLength(svg)).toBeLessThan(2000);
    }
    const odd = coursePosterSvg({ ...COURSE_LESSONS[0]!, title: 'A<B & "C"' });
    expect(odd).toContain('A&lt;B &amp; &quot;C&quot;');
    expect(odd).not.toContain('<B');
  });
});
