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
}
