import type { BlockRuntime } from '../runtime.ts';
import './content-missing.css';

interface ContentMissingProps {
  runtime: BlockRuntime;
  /** The block's own class, beside the shared one: its stylesheet gives the notice its colours. */
  className: string;
  testId: string;
  text: string;
  backLabel: string;
  backUrl: string;
}

/** An article page whose article does not exist: a 404, what happened and a way back to its list. */
export function ContentMissing({
  runtime,
  className,
  testId,
  text,
  backLabel,
  backUrl,
}: ContentMissingProps) {
  return (
    <div className={`h5-content-missing ${className}`} data-testid={testId}>
      <strong>404</strong>
      <p>{text}</p>
      <button type="button" onClick={() => runtime.env.openUrl(backUrl)}>
        {backLabel}
      </button>
    </div>
  );
}
