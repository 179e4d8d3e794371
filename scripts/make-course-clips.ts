// Draws the seeded course videos (packages/server/src/seed/course-lessons.ts) into
// packages/server/assets/course: each lesson's slides in turn with a running clock and a progress
// bar, an H.264 MP4 that starts playing before it has all arrived (the posters are drawn as SVG
// from the same title slide: packages/server/src/seed/course-poster-svg.ts). Needs ffmpeg and the Noto CJK fonts (Debian: ffmpeg, fonts-noto-cjk).
// Run: npx tsx scripts/make-course-clips.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COURSE_LESSONS } from '../packages/server/src/seed/course-lessons.ts';

const OUT = new URL('../packages/server/assets/course/', import.meta.url).pathname;
const FONTS = '/usr/share/fonts/opentype/noto';
const BOLD = `${FONTS}/NotoSansCJK-Bold.ttc`;
const REGULAR = `${FONTS}/NotoSansCJK-Regular.ttc`;

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}\\:${String(seconds % 60).padStart(2, '0')}`;

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'course-clips-'));
try {
  for (const lesson of COURSE_LESSONS) {
    const total = lesson.slides.length * lesson.slideSeconds;
    const filters: string[] = [
      // A header band and the lesson's name under it on every slide.
      'drawbox=x=0:y=0:w=iw:h=56:color=0x16306e:t=fill',
    ];
    // Text goes through files: no escaping of what a lesson says.
    const textFile = (name: string, text: string) => {
      const path = join(work, `${lesson.file}-${name}.txt`);
      writeFileSync(path, text);
      return path;
    };
    filters.push(
      `drawtext=fontfile=${REGULAR}:expansion=none:textfile=${textFile('name', `${lesson.category} · ${lesson.title}`)}:fontcolor=0xdfe6f5:fontsize=20:x=24:y=18`,
      `drawtext=fontfile=${REGULAR}:expansion=none:textfile=${textFile('teacher', lesson.teacher)}:fontcolor=0xdfe6f5:fontsize=20:x=w-tw-24:y=18`,
    );
    lesson.slides.forEach(([heading, ...lines], index) => {
      const from = index * lesson.slideSeconds;
      const to = from + lesson.slideSeconds;
      const when = `enable='gte(t,${from})*lt(t,${to})'`;
      const first = index === 0;
      filters.push(
        `drawtext=fontfile=${BOLD}:expansion=none:textfile=${textFile(`h${index}`, heading)}:fontcolor=white:fontsize=${first ? 40 : 34}:x=(w-tw)/2:y=${first ? 120 : 96}:${when}`,
      );
      lines.forEach((line, n) => {
        filters.push(
          `drawtext=fontfile=${REGULAR}:expansion=none:textfile=${textFile(`l${index}-${n}`, line)}:fontcolor=0xf6d28b:fontsize=${first ? 24 : 26}:x=(w-tw)/2:y=${(first ? 190 : 168) + n * 48}:${when}`,
        );
      });
    });
    filters.push(
      `drawbox=x=0:y=ih-6:w='iw*t/${total}':h=6:color=0xf6d28b:t=fill`,
      `drawtext=fontfile=${REGULAR}:text='%{eif\\:t/60\\:d\\:2}\\:%{eif\\:mod(t\\,60)\\:d\\:2} / ${clock(total)}':fontcolor=0xdfe6f5:fontsize=18:x=w-tw-16:y=h-34`,
    );
    const video = join(OUT, `${lesson.file}.mp4`);
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x1f3c88:s=640x360:r=1:d=${total}`,
      '-vf',
      filters.join(','),
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '28',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      video,
    ]);
    console.log(`${lesson.file}.mp4: ${total} s`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
