import type { Block } from '@h5-page/schema/page';
import { block } from './seed-block.ts';

/**
 * The seeded pages' white card of points, each after a red diamond, under a title in the page's
 * own colour: `diamondCard(colour)` gives the page its `card(title, lines)`.
 */
export const diamondCard =
  (titleColour: string) =>
  (title: string, lines: string[]): Block =>
    block('code', {
      html: `<div style="margin:0 12px;padding:14px 16px;border-radius:12px;background:#fff;color:#3a3a3a;font-size:14px;line-height:1.7"><p style="margin:0 0 6px;font-weight:700;color:${titleColour};font-size:16px">${title}</p>${lines
        .map((line) => `<p style="margin:3px 0"><b style="color:#cf2b24">◆</b> ${line}</p>`)
        .join('')}</div>`,
    });
