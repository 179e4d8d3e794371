import { previewMark } from '@h5-page/schema/preview-mark';
import { H5_TEXT } from '../messages.ts';
import './preview-bar.css';

/**
 * The preview navbar (`isPreview=1`): a back arrow and the page title, under a fixed mark that
 * says this is a draft and whether an approval covers it, however far the page is scrolled and
 * whatever opens over it: a preview link may reach anyone, on the official site.
 */
export function PreviewBar({
  title,
  approved,
  onBack,
}: {
  title: string;
  approved: boolean;
  onBack(): void;
}) {
  return (
    <>
      <div className={`h5-preview-mark${approved ? ' h5-preview-mark--approved' : ''}`} role="note">
        {previewMark(approved)}
      </div>
      <header className="h5-preview-bar">
        <button
          type="button"
          className="h5-preview-back"
          aria-label={H5_TEXT.BACK}
          onClick={onBack}
        >
          <span aria-hidden="true" className="h5-preview-arrow" />
        </button>
        <h1 className="h5-preview-title">{title}</h1>
      </header>
    </>
  );
}
