import { fieldsOf } from '../fields-of.ts';
import { htmlText } from './html-text.ts';
import { pageBlocks } from './page-blocks.ts';
import { VISIBLE_TEXT_FIELDS } from './visible-text-fields.ts';

/** A text of a page that visitors read, with its path in the page file. */
export interface VisibleText {
  path: string;
  text: string;
}

/** The page's own texts visitors (and sharing and search) show, the ended page's included. */
const PAGE_TEXTS = [
  'title',
  'meta.keywords',
  'meta.description',
  'share.title',
  'share.desc',
  'after_end.message',
  'after_end.link_text',
];

/**
 * Every non-blank text of a page a visitor can read: the title, the meta, the share card and what
 * the page says once it has ended, then each rendered block's visible fields (`VISIBLE_TEXT_FIELDS`), rich text and snippets
 * without their tags. Texts the block supplies itself while a field is empty are not the page's.
 */
export function visibleTexts(page: unknown): VisibleText[] {
  const texts: VisibleText[] = [];
  const add = (path: string, text: unknown) => {
    if (typeof text === 'string' && text.trim() !== '') texts.push({ path, text });
  };
  for (const key of PAGE_TEXTS) for (const field of fieldsOf(page, key)) add(key, field.value);
  const blocks = (page as { page_schema?: unknown } | null)?.page_schema;
  for (const block of pageBlocks(blocks)) {
    for (const { key, html } of VISIBLE_TEXT_FIELDS[block.name] ?? []) {
      for (const field of fieldsOf(block.value, key)) {
        const path = `${block.path}.value.${field.key}`;
        add(path, html && typeof field.value === 'string' ? htmlText(field.value) : field.value);
      }
    }
  }
  return texts;
}
