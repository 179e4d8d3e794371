import { H5_TEXT } from '../messages.ts';
import '../page/state-screen.css';
import './retry-prompt.css';

/** What a visitor sees when part of the page could not load: a message and a retry button. */
export function RetryPrompt({
  message = H5_TEXT.CHUNK_FAILED,
  onRetry,
}: {
  message?: string;
  onRetry(): void;
}) {
  return (
    <div className="h5-retry" role="alert">
      <p className="h5-retry-message">{message}</p>
      <button type="button" className="h5-retry-button" onClick={onRetry}>
        {H5_TEXT.RETRY}
      </button>
    </div>
  );
}
