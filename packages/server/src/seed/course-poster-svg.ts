import type { CourseLesson } from './course-lessons.ts';
import { escapeHtml } from '@h5-page/schema/escape-html';

const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;
/** Characters on one title line: the list shows the card 120 CSS px wide, so the type stays large. */
const LINE_CHARS = 9;

/**
 * The title in lines: split after a full-width colon when it has one (估值入门：…), then cut
 * into lines of at most LINE_CHARS characters, at most three.
 */
export function titleLines(title: string): string[] {
  const parts = title.split(/(?<=：)/).map((part) => part.replace(/：$/, ''));
  const lines = parts.flatMap((part) => {
    const characters = [...part];
    const cut: string[] = [];
    for (let i = 0; i < characters.length; i += LINE_CHARS)
      cut.push(characters.slice(i, i + LINE_CHARS).join(''));
    return cut;
  });
  return lines.slice(0, 3);
}

/**
 * A lesson's poster: its title slide as the clip opens on it (blue ground, white title, the
 * teacher in gold), drawn as a 384×216 SVG of about a kilobyte where a frame of the clip weighed
 * seven, with the category in the corner. The list lays its duration over the bottom right.
 */
export function coursePosterSvg(lesson: CourseLesson): string {
  const lines = titleLines(lesson.title);
  const size = 38;
  const lineHeight = 48;
  const top = 108 - ((lines.length - 1) * lineHeight) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="384" height="216" viewBox="0 0 384 216">',
    '<rect width="384" height="216" fill="#1f3c88"/>',
    '<circle cx="350" cy="30" r="90" fill="#fff" fill-opacity=".06"/>',
    `<rect x="16" y="14" width="${28 + [...lesson.category].length * 20}" height="30" rx="15" fill="#f6d28b"/>`,
    `<text x="30" y="35" font-family="${FONT}" font-size="20" font-weight="700" fill="#16306e">${escapeHtml(lesson.category)}</text>`,
    ...lines.map(
      (line, index) =>
        `<text x="192" y="${top + index * lineHeight + size / 2}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(line)}</text>`,
    ),
    `<text x="16" y="200" font-family="${FONT}" font-size="20" fill="#f6d28b">${escapeHtml(lesson.teacher)}</text>`,
    '</svg>',
  ].join('');
}
