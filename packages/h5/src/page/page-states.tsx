import { useContext } from 'react';
import { H5_TEXT } from '../messages.ts';
import { SsrContext } from '../ssr-context.ts';
import './state-screen.css';
import './page-states.css';

export function PageLoading() {
  return (
    <div className="h5-state" role="status" aria-live="polite">
      <span className="h5-state-spinner" aria-hidden="true" />
      <p className="h5-state-text">{H5_TEXT.LOADING}</p>
    </div>
  );
}

export function PageError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="h5-state" role="alert">
      <p className="h5-state-title">{H5_TEXT.PAGE_FAILED}</p>
      <p className="h5-state-text">{H5_TEXT.CHUNK_FAILED}</p>
      <button type="button" className="h5-state-button" onClick={onRetry}>
        {H5_TEXT.RETRY}
      </button>
    </div>
  );
}

/** The friendly not-found page (unknown paths, pages that do not exist); answers 404 on the server. */
export function NotFound() {
  const ssr = useContext(SsrContext);
  if (ssr) ssr.status = 404;
  return (
    <div className="h5-state h5-not-found">
      <p className="h5-state-code" aria-hidden="true">
        404
      </p>
      <h1 className="h5-state-title">{H5_TEXT.PAGE_NOT_FOUND}</h1>
      <p className="h5-state-text">{H5_TEXT.PAGE_NOT_FOUND_HINT}</p>
    </div>
  );
}
