import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isBlockName } from '@h5-page/schema/block-names';
import { blockDefinitions } from './block-definitions.ts';

// Approved wording is never cut off on a phone: a text that does not fit wraps. A block may cut
// a text only where its definition says so (`clips`), and then the builder measures the field.

const blocksDir = dirname(fileURLToPath(import.meta.url));

/** The rules of a stylesheet (inside `@media` too), each with its selector and declarations. */
function rulesOf(css: string): { selector: string; body: string }[] {
  const rules: { selector: string; body: string }[] = [];
  const preludes: string[] = [];
  let buffer = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      preludes.push(buffer.trim());
      buffer = '';
    } else if (char === '}') {
      const selector = preludes.pop() ?? '';
      if (!selector.startsWith('@') && !/^(?:from|to|[\d.%,\s]+)$/.test(selector))
        rules.push({ selector, body: buffer });
      buffer = '';
    } else buffer += char;
  }
  return rules;
}

const CUTTING = [
  /text-overflow:\s*ellipsis/,
  /line-clamp:/,
  /white-space:\s*(?:nowrap|pre)(?![\w-])/,
];

/** Text hidden from sight for screen readers only (clipped to nothing on purpose). */
const visuallyHidden = (body: string) => /clip-path:\s*inset\(50%\)/.test(body);

/** Class names of each selector's subject (its last compound): `.a .b:hover` gives `b`. */
const subjectClasses = (selector: string) =>
  selector.split(',').map((one) => {
    const subject =
      one
        .trim()
        .split(/\s+|>|\+|~/)
        .pop() ?? '';
    return [...subject.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
  });

const classesOf = (selector: string) => [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);

function declaredClips(folder: string): string[] {
  if (!isBlockName(folder)) return [];
  return (blockDefinitions[folder].clips ?? []).flatMap((clip) => classesOf(clip.selector));
}

const folders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function filesOf(folder: string, extension: string): string[] {
  const dir = join(blocksDir, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension) && !file.includes('.test.'))
    .map((file) => join(dir, file));
}

describe('block stylesheets cut no text but what a definition names', () => {
  const cases = folders.flatMap((folder) =>
    filesOf(folder, '.css').flatMap((file) =>
      rulesOf(readFileSync(file, 'utf8'))
        .filter(({ body }) => CUTTING.some((cut) => cut.test(body)) && !visuallyHidden(body))
        .map(({ selector }) => ({ folder, selector })),
    ),
  );

  it('finds the cutting rules it guards', () => {
    expect(cases.map((c) => c.selector)).toEqual(
      expect.arrayContaining(['.h5-notice-text', '.h5-marquee-text']),
    );
  });

  it.each(cases)('$folder: $selector', ({ folder, selector }) => {
    const declared = declaredClips(folder);
    for (const subject of subjectClasses(selector)) {
      expect(
        subject.some((name) => declared.includes(name)),
        `${selector} cuts its text: let it wrap (a button grows in height), or name it in the ${folder} definition's clips with why`,
      ).toBe(true);
    }
  });

  it('and no component cuts text in an inline style', () => {
    const cutting = folders.flatMap((folder) =>
      filesOf(folder, '.tsx').filter((file) =>
        /\b(?:textOverflow|WebkitLineClamp|whiteSpace)\s*:/.test(readFileSync(file, 'utf8')),
      ),
    );
    expect(cutting).toEqual([]);
  });
});

describe("a definition's clips", () => {
  const clips = Object.values(blockDefinitions).flatMap((definition) =>
    (definition.clips ?? []).map((clip) => ({ block: definition.name, ...clip })),
  );

  it('are few, each with why', () => {
    expect(clips.map((c) => c.block).sort()).toEqual([
      'marquee',
      'notice',
      'renewalPanel',
      'simTrading',
    ]);
    for (const clip of clips) expect(clip.why.length).toBeGreaterThan(8);
  });

  it.each(clips)('$block: $selector is in its stylesheet, its field among its fields', (clip) => {
    const css = filesOf(clip.block, '.css')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const name of classesOf(clip.selector)) expect(css).toContain(`.${name}`);
    if (clip.measure) {
      const [head] = clip.measure.split(/[.[]/, 1);
      expect(Object.keys(blockDefinitions[clip.block].fields)).toContain(head);
    }
  });
});
