import { z } from 'zod';
import { matchPageRoute } from './page-route.ts';

/**
 * What visitors get once the page's end has passed: the ended page (活动已结束) with the
 * marketer's message and an optional link, or a redirect to another page. It is part of the page
 * file, so it is saved, checked, submitted, approved and published with the rest of the page:
 * nothing a visitor can read after the end escapes review.
 */
export type PageAfterEnd =
  | { kind: 'notice'; message: string; link_text: string; link_url: string }
  | { kind: 'redirect'; url: string };

export const AFTER_END_MESSAGE_MAX_LENGTH = 200;
export const AFTER_END_LINK_TEXT_MAX_LENGTH = 20;
export const AFTER_END_URL_MAX_LENGTH = 2048;

/** The shape of a link the ended page may hold before the server's allow-list: a path or http(s). */
const LINK_SHAPE = /^(?:\/(?![/\\])|https?:\/\/)\S*$/i;
const LINK_SHAPE_MESSAGE =
  '链接地址应为本站地址（以 / 开头，如 /h5-page/h5/spring）或 https:// 开头的网址';

const url = z
  .string()
  .max(AFTER_END_URL_MAX_LENGTH, `链接地址最多 ${AFTER_END_URL_MAX_LENGTH} 个字符`);

/** The page file's `after_end`; unknown keys are kept, as elsewhere in the page file. */
export const pageAfterEndSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .looseObject({
        kind: z.literal('notice'),
        message: z
          .string()
          .max(AFTER_END_MESSAGE_MAX_LENGTH, `结束页文案最多 ${AFTER_END_MESSAGE_MAX_LENGTH} 个字`)
          .default(''),
        link_text: z
          .string()
          .max(
            AFTER_END_LINK_TEXT_MAX_LENGTH,
            `按钮文字最多 ${AFTER_END_LINK_TEXT_MAX_LENGTH} 个字`,
          )
          .default(''),
        link_url: url
          .refine((value) => value === '' || LINK_SHAPE.test(value), LINK_SHAPE_MESSAGE)
          .default(''),
      })
      .superRefine((notice, context) => {
        if ((notice.link_text.trim() === '') !== (notice.link_url === '')) {
          context.addIssue({
            code: 'custom',
            path: [notice.link_url === '' ? 'link_url' : 'link_text'],
            message: '按钮文字和链接地址需同时填写',
          });
        }
      }),
    z.looseObject({
      kind: z.literal('redirect'),
      url: url
        .min(1, '请选择结束后跳转的页面')
        .refine((value) => LINK_SHAPE.test(value), LINK_SHAPE_MESSAGE),
    }),
  ],
  { error: '应为 {kind: "notice", message, link_text, link_url} 或 {kind: "redirect", url}' },
);

/**
 * Whether the after-end choice of page `code` redirects visitors to the page itself: they would
 * only be sent round again.
 */
export function redirectsToItself(afterEnd: PageAfterEnd, code: string): boolean {
  if (afterEnd.kind !== 'redirect' || !afterEnd.url.startsWith('/')) return false;
  return matchPageRoute(afterEnd.url)?.code.toLowerCase() === code.toLowerCase();
}
