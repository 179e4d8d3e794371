/**
 * One field of a block whose default is a placeholder: while the field still holds it, the page
 * shows stand-in content (the footer's sample licence number, a demo banner). Pure data, part of
 * the block's definition.
 */
export interface PlaceholderRule {
  /**
   * The field inside the block's value, dotted: `texts.show3`, `url`; `list[].url` is that key of
   * every item of the array `list`.
   */
  key: string;
  /** What the marketer is asked to replace: `许可证编号`, `默认横幅图片`. */
  label: string;
  /**
   * The values that are the placeholder. `undefined` stands for the field left empty (absent or
   * blank), where the block shows its default. Absent: the definition's default value at `key`.
   */
  values?: readonly unknown[];
  /** Text that is the placeholder wherever it appears in the field (a sample number). */
  marks?: readonly string[];
  /** A flag of the value that shows the field: while it is off, nothing of it goes live. */
  shownBy?: string;
  /**
   * What the block shows for the field left empty, when that text states facts only the company
   * can give (a licence number, a hotline, which numbers call back): an example, not the
   * product's own wording. The field left empty (or holding the example) is then an error, which
   * holds the page back from review and publishing, not a warning; live, the empty field shows
   * nothing (`shared/example-text.ts`), and the builder shows the example tagged 示例. Without
   * `values`, the placeholder values are the empty field and the example itself.
   */
  example?: string;
}
