import type { Block } from '@h5-page/schema/page';
import { APP_LINK_DEFAULTS } from '@h5-page/schema/app-link-defaults';
import { LEAD_FORM_VERSION_ID } from '@h5-page/schema/constants';
import { DEFAULT_COMPANY_DETAILS } from '@h5-page/schema/company-profile';
import { escapeHtml } from '@h5-page/schema/escape-html';
import { companyFooterTexts, withCompanyDetails } from '@h5-page/blocks/company-details';
import { seedImageUrl } from '../blocks.ts';
import { block } from '../seed-block.ts';

/**
 * The parts the seeded templates are made of, so each template reads as its content: real blocks
 * only (text, picture, button, form, countdown, footer), never a code block standing in for text.
 * Headings and lists are the text block's own marks (bold, colour, size, alignment), so a
 * marketer edits every word in the builder's text field.
 */

/** The brand red, 5.0:1 on white: headings and marks. */
const RED = '#cf2b24';
/** Secondary text (`#5f6672`, 5.7:1 on white): notes and small print. */
const GREY = '#5f6672';

const paragraph = (html: string, align?: 'center'): string =>
  `<p${align ? ` style="text-align: ${align}"` : ''}>${html}</p>`;

/** A text block of paragraphs already written as HTML. */
export const textBlock = (...paragraphs: string[]): Block =>
  block('text', { html: paragraphs.join('') });

/** A section heading, centred in the brand red, with an optional grey line under it. */
export function heading(title: string, sub?: string): string {
  return (
    paragraph(
      `<strong><span style="color: ${RED}; font-size: 1.3em">${escapeHtml(title)}</span></strong>`,
      'center',
    ) +
    (sub
      ? paragraph(
          `<span style="color: ${GREY}; font-size: 0.85em">${escapeHtml(sub)}</span>`,
          'center',
        )
      : '')
  );
}

/** A plain paragraph. */
export const line = (text: string): string => paragraph(escapeHtml(text));

/** A list item: its lead in bold, then the rest. */
export const point = (lead: string, rest: string): string =>
  paragraph(`<strong>${escapeHtml(lead)}</strong>${escapeHtml(rest)}`);

/** Small grey print, centred (a risk line under a claim). */
export const note = (text: string): string =>
  paragraph(`<span style="color: ${GREY}; font-size: 0.85em">${escapeHtml(text)}</span>`, 'center');

/** A titled section: heading, then its paragraphs. */
export const section = (title: string, ...paragraphs: string[]): Block =>
  textBlock(heading(title), ...paragraphs);

/** The template's banner (750 × 360, drawn by the seed-assets route from `TEMPLATE_BANNERS`). */
export const banner = (code: string, alt: string): Block =>
  block('image', { url: seedImageUrl(code), alt, width: 750, height: 360 });

export const gap = (height: number): Block => block('empty', { height });

export const divider = (): Block =>
  block('divider', { marginTop: 8, marginBottom: 8, sideMargin: 32, lineStyle: 'dashed' });

export const countdown = (name: string, endsAt: string, type: 1 | 2 | 3 | 4 | 5 = 1): Block =>
  block('countdown', { type, name, endTime: Date.parse(endsAt) });

/** A button that opens another page of this site. */
export const linkButton = (text: string, path: string): Block =>
  block('button', {
    type: 'text',
    text,
    align: 'center',
    action: { type: 7, atext: path, actionName: text },
  });

/** A lighter button that opens the popup `popupId` (the rules, say). */
export const popupButton = (text: string, popupId: string): Block =>
  block('button', {
    type: 'text',
    text,
    align: 'center',
    width: 360,
    height: 72,
    color: '#b3261e',
    background: '#fff1ee',
    action: { type: 3, popupId, actionName: text },
  });

/** A sheet from the bottom holding `children` (the rules), opened by `popupButton`. */
export const sheet = (id: string, children: Block[]): Block => ({
  name: 'popup',
  value: { id, position: 'bottom' },
  children,
});

export interface LeadFormWords {
  title: string;
  buttonText: string;
  doneText: string;
  /** A choice asked after name and phone (label, options), when the offer needs one. */
  choice?: { label: string; options: readonly string[] };
}

/**
 * A lead form whose success step says what was booked. The company's phone and callback note
 * are filled in when a page is made from the template (`withCompanyDetails`); the seeded
 * template states the demo company's.
 */
export function leadForm(words: LeadFormWords): Block {
  const form = block('leadForm', {
    title: words.title,
    buttonText: words.buttonText,
    versionId: LEAD_FORM_VERSION_ID,
    doneTitle: '预约成功',
    doneText: words.doneText,
    doneButtonText: '下载牛8 App',
    downloadUrl: APP_LINK_DEFAULTS.download,
    ...(words.choice
      ? {
          extraFields: [
            {
              type: 'select',
              label: words.choice.label,
              options: words.choice.options.join('\n'),
              required: false,
            },
          ],
        }
      : {}),
  });
  return withCompanyDetails([form], DEFAULT_COMPANY_DETAILS)[0]!;
}

/**
 * The footer every template ends with: the risk notice, the advisory service's risk statement,
 * the qualification notice, the hotline and the copyright line, all on.
 */
export const footer = (): Block =>
  block('copyright', {
    fxts: true,
    show4: true,
    show3: true,
    show5: true,
    show: true,
    texts: companyFooterTexts(DEFAULT_COMPANY_DETAILS),
  });
