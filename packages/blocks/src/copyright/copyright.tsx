import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { ExampleTag, exampleText } from '../shared/example-text.tsx';
import type { ShownText } from '../shared/example-text.tsx';
import {
  COPYRIGHT_FLAGS,
  DEFAULT_COPYRIGHT_TEXTS,
  RISK_HEADING,
  fillYear,
} from '../shared/copyright-texts.ts';
import type { CopyrightFlag } from '../shared/copyright-texts.ts';
import { copyrightDefinition } from './index.ts';
import './copyright.css';

/**
 * The text of a flag: the page's override in `texts` when it is non-blank, else the default —
 * except where the default is an example (the sample licence number and hotline): a visitor
 * then gets no line at all rather than a licence or a complaint line that is not the company's,
 * and the builder shows the example tagged 示例 (null: nothing to show).
 */
function textOf(
  value: BlockProps<'copyright'>['value'],
  flag: CopyrightFlag,
  preview: boolean,
): ShownText | null {
  const override = value.texts?.[flag];
  const key = `texts.${flag}`;
  const rules = copyrightDefinition.placeholders;
  if (rules?.some((rule) => rule.key === key && rule.example !== undefined)) {
    return exampleText(rules, key, override, preview);
  }
  return typeof override === 'string' && override.trim() !== ''
    ? { text: override, example: false }
    : { text: DEFAULT_COPYRIGHT_TEXTS[flag], example: false };
}

/**
 * Copyright and risk-disclaimer footer (spec section 9): each flag that is on shows its text —
 * `fxts` the 风险提示 box, `show4` the investment-advice warning, `show3` the qualification
 * notice, `show5` the service and complaint line, `show` the copyright line — in small grey
 * type. `{year}` reads the server clock (`runtime.now`), so server and client agree.
 */
export default function Copyright({ value }: BlockProps<'copyright'>) {
  const runtime = useRuntime();
  const shown = COPYRIGHT_FLAGS.flatMap((flag) => {
    const text = value[flag] === true ? textOf(value, flag, runtime.page.preview) : null;
    return text ? [{ flag, ...text }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <footer className="h5-copyright">
      {shown.map(({ flag, text: raw, example }) => {
        const text = fillYear(raw, runtime.now);
        if (flag === 'fxts') {
          return (
            <section className="h5-copyright-risk" key={flag} data-flag={flag}>
              <h2 className="h5-copyright-heading">{RISK_HEADING}</h2>
              <p className="h5-copyright-text">{text}</p>
            </section>
          );
        }
        return (
          <p className={`h5-copyright-text h5-copyright-${flag}`} key={flag} data-flag={flag}>
            {text}
            {example ? <ExampleTag /> : null}
          </p>
        );
      })}
    </footer>
  );
}
