import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import {
  COPYRIGHT_FLAGS,
  DEFAULT_COPYRIGHT_TEXTS,
  RISK_HEADING,
  fillYear,
} from './copyright-texts.ts';
import type { CopyrightFlag } from './copyright-texts.ts';
import './copyright.css';

/** The text of a flag: the page's override in `texts` when it is non-blank, else the default. */
function textOf(value: BlockProps<'copyright'>['value'], flag: CopyrightFlag): string {
  const override = value.texts?.[flag];
  return typeof override === 'string' && override.trim() !== ''
    ? override
    : DEFAULT_COPYRIGHT_TEXTS[flag];
}

/**
 * Copyright and risk-disclaimer footer (spec section 9): each flag that is on shows its text —
 * `fxts` the 风险提示 box, `show4` the investment-advice warning, `show3` the qualification
 * notice, `show5` the service and complaint line, `show` the copyright line — in small grey
 * type. `{year}` reads the server clock (`runtime.now`), so server and client agree.
 */
export default function Copyright({ value }: BlockProps<'copyright'>) {
  const runtime = useRuntime();
  const shown = COPYRIGHT_FLAGS.filter((flag) => value[flag] === true);
  if (shown.length === 0) return null;
  return (
    <footer className="h5-copyright">
      {shown.map((flag) => {
        const text = fillYear(textOf(value, flag), runtime.now);
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
          </p>
        );
      })}
    </footer>
  );
}
