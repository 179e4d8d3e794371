import type { PlaceholderRule } from '../placeholder-rule.ts';
import './example-text.css';

/** A text a block shows for a field, and whether it is the example standing in for it. */
export interface ShownText {
  text: string;
  /** The field is empty and this is its definition's example (tag it with `ExampleTag`). */
  example: boolean;
}

/**
 * What a block shows for a field whose definition gives an `example` (`PlaceholderRule`): the
 * field's own text when it holds one. Left empty, the example only where editors look (the
 * builder's canvas, previews: `runtime.page.preview`), so the marketer sees what stands there and
 * that it is not yet the page's; live, nothing. The example states facts that may not be the
 * company's, and a page cannot pass review with the field empty (`placeholders.ts`): only pages
 * published before that rule reach visitors with it empty, and they lose the line rather than
 * state a false one.
 */
export function exampleText(
  rules: readonly PlaceholderRule[] | undefined,
  key: string,
  text: unknown,
  preview: boolean,
): ShownText | null {
  if (typeof text === 'string' && text.trim() !== '') return { text, example: false };
  const example = rules?.find((rule) => rule.key === key)?.example;
  return preview && example !== undefined ? { text: example, example: true } : null;
}

/** The grey 示例 tag beside an example the builder shows for an empty field (never live). */
export function ExampleTag() {
  return <span className="h5-example-tag">示例</span>;
}
