import { designPx } from '../design-px.ts';
import type { BlockProps } from '../block-props.ts';
import { DEFAULT_LOGO_HEIGHT, PRODUCT_NAME } from './logo-defaults.ts';
import './logo.css';

/** The product logo drawn inline (no request, no outside host): a red tile with a white 8 under
 * two horns (牛, the bull), and the product's name. */
function ProductMark({ height, label }: { height: number; label: string }) {
  return (
    <span
      className="h5-logo-mark"
      role="img"
      aria-label={label}
      style={{ height: designPx(height) }}
    >
      <svg className="h5-logo-tile" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="12" fill="#cf2b24" />
        <path
          d="M14 15c3-1 5-3.5 5.5-7 1 3 3.5 5 4.5 5s3.5-2 4.5-5c.5 3.5 2.5 6 5.5 7"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24" cy="23.5" r="5.2" fill="none" stroke="#fff" strokeWidth="3.2" />
        <circle cx="24" cy="34.5" r="6.2" fill="none" stroke="#fff" strokeWidth="3.2" />
      </svg>
      <span className="h5-logo-word" aria-hidden="true">
        {PRODUCT_NAME}
      </span>
    </span>
  );
}

/**
 * Logo (spec section 3, "Other block settings"): the logo image `url` (`alt` for readers) at the
 * top left or centered (`position`), `height` design px high; without a `url`, the product's
 * own logo, drawn inline.
 */
export default function Logo({ value }: BlockProps<'logo'>) {
  const url = typeof value.url === 'string' ? value.url : '';
  const alt = typeof value.alt === 'string' && value.alt !== '' ? value.alt : PRODUCT_NAME;
  const position = value.position === 'center' ? 'center' : 'left';
  const height =
    typeof value.height === 'number' && value.height > 0 ? value.height : DEFAULT_LOGO_HEIGHT;
  return (
    <div className={`h5-logo h5-logo-${position}`}>
      {url ? (
        <img className="h5-logo-img" src={url} alt={alt} style={{ height: designPx(height) }} />
      ) : (
        <ProductMark height={height} label={alt} />
      )}
    </div>
  );
}
