import type { Block } from '@h5-page/schema/page';
import type { BlockName } from '@h5-page/schema/block-names';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import type { PlaceholderRule } from './placeholder-rule.ts';

/** The builder's palette groups, in the order a marketer reaches for them. */
export const BLOCK_CATEGORY_TITLES = {
  basic: '基础',
  marketing: '营销',
  containers: '容器',
  forms: '表单',
  campaigns: '活动',
} as const;

export type BlockCategory = keyof typeof BLOCK_CATEGORY_TITLES;

/**
 * A field the builder shows for one key of a block's value. The plain shapes follow Puck's field
 * types (`text`, `textarea`, `number`, `select`, `radio`, `array`, `object`); the others say what
 * the value means, and the editor picks the widget for it:
 *
 * - `image`, `video`: the URL of a picture or a video (upload, media library or an address);
 * - `colour`: a CSS colour (`#cf2b24`, `rgb()`, a name);
 * - `datetime`: an instant as a millisecond timestamp, picked as a date and time in China time;
 *   `pastWarning` is said at the field while it lies in the past (a warning, saving goes on);
 * - `html`: an HTML snippet, edited as its source and sanitized where it renders;
 * - `richtext`: formatted text (paragraphs, bold, italic, underline, colour, size, alignment,
 *   links), edited as it shows and sanitized where it renders;
 * - `action`: what a tap does (spec section 9's action types and their parameters, whose labels
 *   and App pages `objectFields` gives).
 *
 * `help` is one line under the label saying what the field is for, in the marketer's words: where
 * a value is a name the code or the server knows (a URL parameter, a setting), the help says so
 * and the label stays Chinese.
 *
 * Blocks stay free of the editor's code.
 */
export type BlockField = BlockFieldShape & { help?: string };

type BlockFieldShape =
  | { type: 'text' | 'textarea'; label: string; placeholder?: string }
  | { type: 'number'; label: string; min?: number; max?: number; step?: number }
  | {
      type: 'select' | 'radio';
      label: string;
      options: { label: string; value: string | number | boolean }[];
    }
  | { type: 'object'; label: string; objectFields: Record<string, BlockField> }
  | {
      type: 'array';
      label: string;
      arrayFields: Record<string, BlockField>;
      defaultItemProps?: Record<string, unknown>;
    }
  | {
      type: 'image' | 'video' | 'colour' | 'html' | 'richtext';
      label: string;
      placeholder?: string;
    }
  | { type: 'datetime'; label: string; pastWarning?: string }
  | { type: 'action'; label: string; objectFields: Record<string, BlockField> };

/**
 * Everything the project knows of a block besides its component (`<name>/<name>.tsx`, which the
 * registry finds by its path) and its value schema (`@h5-page/schema`): its label and palette
 * group, the fields of its value, the value a new block starts with, whether it holds children
 * or opens an overlay, and example blocks for the seeded demo page.
 */
export interface BlockDefinition<N extends BlockName> {
  name: N;
  label: string;
  /** The builder's palette group. */
  category: BlockCategory;
  fields: Partial<Record<keyof BlockValueMap[N] & string, BlockField>>;
  defaultValue: BlockValueMap[N];
  /** Popup, scroll view and suspension hold child blocks. */
  acceptsChildren?: boolean;
  /**
   * It opens an overlay (a popup, a dialog): mounted through `shared/overlay-portal.tsx` in the
   * page's overlay layer, never inside the block's own (contained) box. `overlay-portal.test.tsx`
   * checks the block's folder does so.
   */
  opensOverlay?: boolean;
  /** Blocks the demo page shows for this block (its layouts and states). */
  demo: Block[];
  /**
   * Fields whose default is a stand-in that must not go live unchanged (a sample licence number,
   * hotline, banner or text): the pre-publish checklist names each one still at it
   * (`placeholders.ts`, pure, for the builder and the server's checks alike).
   */
  placeholders?: readonly PlaceholderRule[];
  /**
   * Texts the block cuts off by design instead of wrapping (a ticker's single line). Every other
   * text a visitor reads wraps: `text-clips.test.ts` refuses an ellipsis, a line clamp or a kept
   * single line in a block's stylesheet unless its element is named here.
   */
  clips?: readonly TextClip[];
  /**
   * Where the block shows a rich-text field's HTML as it is (the text block's `.h5-text`): the
   * builder edits that element in place on the canvas. Plain text fields need no such entry: the
   * builder finds their element by the text it shows.
   */
  inlineHtml?: { field: string; selector: string };
}

/** A text a block cuts off by design (`BlockDefinition.clips`). */
export interface TextClip {
  /** The element whose text is cut: class selectors of the block's stylesheet (`.h5-notice-text`). */
  selector: string;
  /** Why this text keeps to its box instead of wrapping. */
  why: string;
  /**
   * The value's field the element shows (a `fieldsOf` key, `list[].text`), when a marketer writes
   * it and a phone's width can cut it: the builder lays the block out at phone widths and warns
   * at the field whose text does not fit (`editor/src/page-editor/checks/clipped-texts.ts`). Absent for a text shown
   * whole over time (a marquee scrolls it) or one from live data.
   */
  measure?: string;
}

export function defineBlock<N extends BlockName>(
  definition: BlockDefinition<N>,
): BlockDefinition<N> {
  return definition;
}
