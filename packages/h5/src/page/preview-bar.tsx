import { H5_TEXT } from '../messages.ts';
import './preview-bar.css';

/** The preview navbar (`isPreview=1`): a back arrow and the page title. */
export function PreviewBar({ title, onBack }: { title: string; onBack(): void }) {
  return (
    <header className="h5-preview-bar">
      <button type="button" className="h5-preview-back" aria-label={H5_TEXT.BACK} onClick={onBack}>
        <span aria-hidden="true" className="h5-preview-arrow" />
      </button>
      <h1 className="h5-preview-title">{title}</h1>
    </header>
  );
}
